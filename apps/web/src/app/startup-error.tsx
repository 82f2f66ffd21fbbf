import { i18n } from '../i18n/setup';

/**
 * Shown when /api/config cannot be read: without it the brand is unknown, so this
 * screen uses no theme, only plain markup.
 */
export function StartupError(props: { onRetry: () => void }) {
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
        <p style={{ fontSize: 18, maxWidth: 420 }}>{i18n.t('errors.connection')}</p>
        <button
          type="button"
          onClick={props.onRetry}
          style={{ padding: '10px 20px', fontSize: 16, borderRadius: 8, cursor: 'pointer' }}
        >
          {i18n.t('app.retry')}
        </button>
      </div>
    </main>
  );
}
