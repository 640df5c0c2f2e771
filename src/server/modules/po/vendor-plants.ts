import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * A vendor's plants are where its POs are (buyers see the vendors of their plants): after an import
 * created POs or moved them to another plant or supplier, the vendors concerned take their POs'
 * plants again. A vendor left with no PO keeps what it had, so its buyers still find it.
 */
export async function followPoPlants(tx: Db, supplierCodes: readonly string[]): Promise<void> {
  const codes = [...new Set(supplierCodes)];
  if (codes.length === 0) return;
  await tx.execute(sql`update vendors v set plants = p.plants
    from (select supplier_code, array_agg(distinct plant order by plant) as plants from purchase_orders
      where deleted_at is null and supplier_code in (${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )}) group by supplier_code) p
    where v.supplier_code = p.supplier_code and v.plants is distinct from p.plants`);
}
