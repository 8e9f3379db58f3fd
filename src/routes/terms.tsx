import { createFileRoute } from '@tanstack/react-router';
import { STATUS_FLOW } from '@contract/parcel-status';
import { Accordion } from '@/components/accordion/accordion';
import { PageHeader } from '@/components/page/page-header';
import { termsCatalogue } from '@/i18n/catalogues/terms';
import { useT } from '@/i18n/i18n';

export const Route = createFileRoute('/terms')({
  component: TermsScreen,
});

const SECTIONS = [
  { title: 'terms.basic', text: 'terms.basicText' },
  { title: 'terms.registration', text: 'terms.registrationText' },
  { title: 'terms.orders', text: 'terms.ordersText' },
] as const;

function TermsScreen() {
  const t = useT(termsCatalogue);
  const statuses = {
    flow: STATUS_FLOW.map((status) => t(`status.${status}`)).join(' → '),
    registered: t('status.REGISTERED'),
    broken: t('status.BROKEN'),
  };
  return (
    <>
      <PageHeader title={t('page.terms')} />
      <Accordion
        items={SECTIONS.map((section) => ({
          id: section.title,
          title: t(section.title),
          paragraphs: t(section.text, statuses).split('\n'),
        }))}
      />
    </>
  );
}
