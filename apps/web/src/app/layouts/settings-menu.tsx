import { lazy, Suspense, useState } from 'react';
import { SettingsButton } from './settings-button';

/**
 * The menu's code (Mantine's Menu and its positioning library) is downloaded when the pointer or
 * the focus reaches the button, and the menu rendered on its first click, opened: a first visit
 * does not download it.
 */
const loadDropdown = () => import('./settings-menu-dropdown');
const SettingsMenuDropdown = lazy(() =>
  loadDropdown().then((m) => ({ default: m.SettingsMenuDropdown })),
);

/** Desktop settings menu (docs/product.md: Screens): EN/FR switch and logout or login. */
export function SettingsMenu(props: { loggedIn: boolean }) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <SettingsButton
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <SettingsMenuDropdown loggedIn={props.loggedIn} />
    </Suspense>
  );
}
