import * as styles from './auth-form.css';

/** "Шинэ хэрэглэгч үү? Бүртгүүлэх" under the login form, and its way back under registration. */
export function SwitchLine({ question, action, onClick }: { question: string; action: string; onClick: () => void }) {
  return (
    <p className={styles.switchLine}>
      <span>{question}</span>
      <button type="button" className={styles.linkButton} onClick={onClick}>
        {action}
      </button>
    </p>
  );
}
