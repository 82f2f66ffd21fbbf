import classes from './remember-me.module.css';

/**
 * The desktop's "remember me" box: the browser's own checkbox, in the brand's colour. Mantine's
 * Checkbox would add 2.3 KiB of gzip JS to every first visit of /login, a phone's too, for a box
 * only a desktop shows.
 */
export function RememberMe(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={classes.label}>
      <input
        type="checkbox"
        name="rememberMe"
        className={classes.box}
        checked={props.checked}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
      />
      {props.label}
    </label>
  );
}
