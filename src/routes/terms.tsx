import { createFileRoute } from '@tanstack/react-router';
import { Accordion } from '@/components/accordion/accordion';
import { PageHeader } from '@/components/page/page-header';
import { termsText } from '@/i18n/content/terms';
import { useLocalizedText, useT, type MessageKey } from '@/i18n/i18n';

export const Route = createFileRoute('/terms')({
  component: TermsScreen,
});

const SECTIONS: readonly { title: MessageKey; body: keyof typeof termsText.mn }[] = [
  { title: 'terms.basic', body: 'terms.basic.body' },
  { title: 'terms.registration', body: 'terms.registration.body' },
  { title: 'terms.orders', body: 'terms.orders.body' },
];

function TermsScreen() {
  const t = useT();
  const text = useLocalizedText(termsText);
  return (
    <>
      <PageHeader title={t('page.terms')} />
      <Accordion
        items={SECTIONS.map((section) => ({
          id: section.title,
          title: t(section.title),
          paragraphs: text[section.body].split('\n'),
        }))}
      />
    </>
  );
}
