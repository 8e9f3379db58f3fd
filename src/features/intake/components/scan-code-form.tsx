import type { ComponentPropsWithoutRef, RefObject } from 'react';
import { z } from 'zod';
import { trackCodeSchema } from '@contract';
import { useForm } from '@/hooks/use-form';
import { parsedBy } from '@/lib/form-checks';
import { ScanCodeField } from './scan-code-field';

const checkCode = parsedBy(z.object({ trackCode: trackCodeSchema }));

type ScanCodeFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & {
  /** Called with each valid code, upper-cased as the contract reads it. */
  onScan: (trackCode: string) => void;
  /** After a scan the code is cleared (a batch) or selected, so the next scan replaces it. */
  afterScan: 'clear' | 'select';
  inputRef: RefObject<HTMLInputElement | null>;
  enterKeyHint: 'search' | 'send';
  /** The region the scan's answer appears in. */
  controls?: string;
};

/** One field a scanner types a tracking code into and ends with Enter; a code the contract refuses is explained and selected. */
export function ScanCodeForm({ onScan, afterScan, inputRef, enterKeyHint, controls, ...formProps }: ScanCodeFormProps) {
  const form = useForm({ trackCode: '' });
  const select = () => inputRef.current?.select();
  const scan = form.submit(
    checkCode,
    ({ trackCode }) => {
      onScan(trackCode);
      if (afterScan === 'clear') form.setValue('trackCode', '');
      else select();
    },
    select,
  );
  return (
    <form onSubmit={scan} noValidate {...formProps}>
      <ScanCodeField ref={inputRef} {...form.field('trackCode')} enterKeyHint={enterKeyHint} aria-controls={controls} />
    </form>
  );
}
