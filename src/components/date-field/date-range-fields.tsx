import { DateField } from './date-field';

export interface DateRange {
  /** `YYYY-MM-DD`, or '' for open. */
  from: string;
  to: string;
}

/** A period's two days, each bounding the other (no "to" before "from"); the caller lays them out. */
export function DateRangeFields({
  range,
  onChange,
  labels,
}: {
  range: DateRange;
  onChange: (range: DateRange) => void;
  labels: { from: string; to: string };
}) {
  return (
    <>
      <DateField
        label={labels.from}
        name="from"
        value={range.from}
        max={range.to || undefined}
        onChange={(from) => onChange({ ...range, from })}
      />
      <DateField label={labels.to} name="to" value={range.to} min={range.from || undefined} onChange={(to) => onChange({ ...range, to })} />
    </>
  );
}
