import { createFileRoute, Link } from '@tanstack/react-router';
import { buttonClass } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { PageHeader } from '@/components/page/page-header';
import { ContactDetails } from '@/components/contact-details/contact-details';
import { useContacts } from '@/data/contacts/get-contacts';
import { useHydrated } from '@/hooks/use-hydrated';
import { aboutCatalogue } from '@/i18n/catalogues/about';
import { contactsCatalogue } from '@/i18n/catalogues/contacts';
import { useT } from '@/i18n/i18n';
import { useOrganizationName } from '@/lib/initial-state';
import { twoColumns } from '@/styles/layout.css';
import * as styles from './-components/about.css';

export const Route = createFileRoute('/about')({
  component: AboutScreen,
});

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

function AboutScreen() {
  const t = useT(aboutCatalogue);
  const tc = useT(contactsCatalogue);
  // After hydration only: the prerendered page has no contacts, and a saved copy would not match it.
  const hydrated = useHydrated();
  const contacts = useContacts();
  return (
    <>
      <PageHeader title={t('page.about')} lead={t('about.lead', { name: useOrganizationName() })} />
      <div className={twoColumns}>
        <Card className={styles.text}>
          {t('about.body')
            .split('\n')
            .map((paragraph) => (
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
        <Card title={t('about.stepsTitle')}>
          <ol className={styles.steps}>
            {STEPS.map((step, index) => (
              <li key={step} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <span>{t(`about.${step}`)}</span>
              </li>
            ))}
          </ol>
        </Card>
        {hydrated && contacts ? (
          <Card title={tc('contacts.title')}>
            <ContactDetails contacts={contacts} />
          </Card>
        ) : null}
      </div>
    </>
  );
}
