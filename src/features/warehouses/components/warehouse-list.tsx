import { Link } from '@tanstack/react-router';
import type { WarehouseSummary } from '@contract';
import { ChevronRightIcon, PhoneIcon, PinIcon } from '@/components/icons/icons';
import * as styles from './warehouse-list.css';

/** Several warehouses: one card each, opening its address at /branch/{id}. */
export function WarehouseList({ warehouses }: { warehouses: readonly WarehouseSummary[] }) {
  return (
    <ul className={styles.list}>
      {warehouses.map((warehouse) => (
        <li key={warehouse.id}>
          <Link to="/branch/$id" params={{ id: warehouse.id }} className={styles.card}>
            <span className={styles.body}>
              <span className={styles.name}>{warehouse.name}</span>
              <span className={styles.line}>
                <PhoneIcon size={16} className={styles.lineIcon} />
                {warehouse.contactInfo.phone}
              </span>
              <span className={styles.line}>
                <PinIcon size={16} className={styles.lineIcon} />
                {warehouse.address}
              </span>
            </span>
            <ChevronRightIcon className={styles.chevron} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
