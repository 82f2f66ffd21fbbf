import classes from './media-card.module.css';

/**
 * The picture of a list card (billboard posts, news): the item's photo, lazily loaded, or the
 * brand's icon in its place. `kind` names the photo in `data-image` (the tests find it so).
 */
export function MediaCardThumbnail(props: {
  url: string | null;
  kind: 'post' | 'news';
  iconPath: string;
}) {
  if (props.url) {
    return (
      <img
        className={classes.thumbnail}
        src={props.url}
        alt=""
        loading="lazy"
        decoding="async"
        data-image={props.kind}
      />
    );
  }
  return (
    <span className={classes.placeholder}>
      <img src={props.iconPath} alt="" width={48} height={48} data-image="brand" />
    </span>
  );
}
