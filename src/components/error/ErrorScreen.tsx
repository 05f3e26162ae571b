export interface ErrorScreenLabels {
  title: string;
  defaultMessage: string;
  returnHome: string;
}

interface ErrorScreenProps {
  labels: ErrorScreenLabels;
  /** What went wrong; the default message is shown when empty. */
  message?: string | null;
  /** Where "Return to Home" reloads to: `/`, or `/de/` on German pages. */
  homeHref?: string;
}

/** The generic error screen of the spec: title, message and a Return to Home button. */
export function ErrorScreen({ labels, message, homeHref = '/' }: ErrorScreenProps) {
  return (
    <div className="error-screen" role="alert">
      <h2 className="error-screen__title">{labels.title}</h2>
      <p className="error-screen__message">{message?.trim() || labels.defaultMessage}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.assign(homeHref)}>
        {labels.returnHome}
      </button>
    </div>
  );
}
