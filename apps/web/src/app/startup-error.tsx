import { i18n } from '../i18n/setup';

/** The catalog itself may be what failed to load: then both languages' plain text. */
const FALLBACK = {
  connection: "Nous n'avons pas pu joindre notre système. We were unable to connect to our system.",
  retry: 'Réessayer / Retry',
};

/**
 * Shown when /api/config cannot be read: without it the brand is unknown, so this
 * screen uses no theme, only plain markup.
 */
export function StartupError(props: { onRetry: () => void }) {
  const hasCatalog = i18n.exists('app.retry');
  return (
    <main
      role="alert"
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        padding: 24,
        fontFamily: 'system-ui, sans-serif',
        textAlign: 'center',
      }}
    >
      <div>
        <p style={{ fontSize: 18, maxWidth: 420 }}>
          {hasCatalog ? i18n.t('errors.connection') : FALLBACK.connection}
        </p>
        <button
          type="button"
          onClick={props.onRetry}
          style={{ padding: '10px 20px', fontSize: 16, borderRadius: 8, cursor: 'pointer' }}
        >
          {hasCatalog ? i18n.t('app.retry') : FALLBACK.retry}
        </button>
      </div>
    </main>
  );
}
