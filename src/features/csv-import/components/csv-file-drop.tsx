import { useId, useState, type DragEvent } from 'react';
import { UploadIcon } from '@/components/icons/icons';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from '@/components/staff/staff.css';

type CsvFileDropProps = { label: string; dropHint: string; onFile: (file: File) => void };

/**
 * The file picker as a labelled button in the screen's own language (the browser's own says "Choose
 * File" in English), and a zone a file can be dropped on from the desktop.
 */
export function CsvFileDrop({ label, dropHint, onFile }: CsvFileDropProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <div
      className={styles.dropZone}
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv,text/plain"
        className={`${visuallyHidden} ${styles.fileInput}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
      <label htmlFor={inputId} className={styles.fileButton}>
        <UploadIcon size={20} />
        {label}
      </label>
      <span className={styles.meta}>{dropHint}</span>
    </div>
  );
}
