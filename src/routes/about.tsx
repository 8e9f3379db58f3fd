import { createFileRoute, Link } from '@tanstack/react-router';
import { buttonClass } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { PageHeader } from '@/components/page/page-header';
import { aboutText } from '@/i18n/content/about';
import { useLocalizedText, useT } from '@/i18n/i18n';
import { useOrganization } from '@/lib/initial-state';
import { twoColumns } from '@/styles/layout.css';
import * as styles from './-components/about.css';

export const Route = createFileRoute('/about')({
  component: AboutScreen,
});

const STEPS: readonly (keyof typeof aboutText.mn)[] = ['about.step1', 'about.step2', 'about.step3', 'about.step4'];

function AboutScreen() {
  const t = useT();
  const text = useLocalizedText(aboutText);
  const organization = useOrganization();
  const name = organization?.name ?? t('app.name');
  return (
    <>
      <PageHeader title={t('page.about')} lead={text['about.lead'].replace('{name}', name)} />
      <div className={twoColumns}>
        <Card className={styles.text}>
          {text['about.body'].split('\n').map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <div className={styles.actions}>
            <Link to="/calculate" className={buttonClass({ variant: 'primary' })}>
              {t('nav.calculator')}
            </Link>
            <Link to="/address" className={buttonClass({ variant: 'outline' })}>
              {t('nav.address')}
            </Link>
          </div>
        </Card>
        <Card aria-labelledby="about-steps">
          <h2 id="about-steps" className={styles.stepsTitle}>
            {text['about.stepsTitle']}
          </h2>
          <ol className={styles.steps}>
            {STEPS.map((step, index) => (
              <li key={step} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <span>{text[step]}</span>
              </li>
            ))}
          </ol>
        </Card>
      </div>
    </>
  );
}
