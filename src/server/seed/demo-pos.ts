import dayjs from 'dayjs';
import { sql } from 'drizzle-orm';
import type { ImportedPo } from '../../shared/contracts/po.ts';
import { importPos } from '../modules/po/import.ts';
import { CURRENT_ROWS } from '../modules/sync/freshness.ts';
import { registerPo } from '../modules/po/sync.ts';
import type { Viewer } from '../plugins/access.ts';
import { SyncRegistry } from '../modules/sync/registry.ts';
import { viewerOfUser } from '../plugins/access.ts';
import { queryRows, type Db } from '../db/client.ts';
import { vendors } from '../db/schema/index.ts';

const MATERIALS = [
  ['MAT-1001', 'Hex bolt M8x40, zinc plated'],
  ['MAT-1002', 'Flat washer M8, stainless'],
  ['MAT-2001', 'Bearing 6204-2RS'],
  ['MAT-2002', 'Oil seal 30x47x7'],
  ['MAT-3001', 'Aluminium profile 40x40, 6 m'],
  ['MAT-3002', 'Steel sheet DC01 1.5 mm'],
  ['MAT-4001', 'Cable harness, main drive'],
  ['MAT-4002', 'Connector M12, 5-pin'],
  ['MAT-5001', 'PCB controller rev. C'],
  ['MAT-5002', 'Power supply 24 V 10 A'],
  ['MAT-6001', 'Packaging carton 600x400'],
  ['MAT-6002', 'Pallet, EUR 1200x800'],
] as const;
const SUPPLIERS = [
  {
    supplierCode: 'V1001',
    name: 'Acme Parts Co., Ltd.',
    contact: 'Victor Vendor',
    phone: '+86 21 5555 0101',
    emails: ['vendor1@supplyline.local'],
    language: 'en',
  },
  {
    supplierCode: 'V1002',
    name: 'Beta Metals Ltd.',
    contact: 'Vera Vendor',
    phone: '+86 512 5555 0202',
    emails: ['vendor2@supplyline.local'],
    language: 'zh-CN',
  },
] as const;
const PLANTS = [
  { plant: '1000', group: 'P01', reason: 'R01' },
  { plant: '2000', group: 'P02', reason: 'R03' },
] as const;

/** What happens to a demo PO after import, so that every PO status shows up (see the status model). */
const SCENARIOS = [
  'untouched',
  'received',
  'confirmed',
  'awaitingBuyer',
  'partlyAnswered',
  'partlyDecided',
  'vendorRejected',
  'completed',
  'sentBack',
] as const;
type Scenario = (typeof SCENARIOS)[number];

function demoPo(k: number, today: dayjs.Dayjs): { po: ImportedPo; scenario: Scenario } {
  const supplier = SUPPLIERS[k % 2]!;
  const plant = PLANTS[Math.floor(k / 2) % 2]!;
  const scenario = SCENARIOS[k % SCENARIOS.length]!;
  const items = Array.from({ length: 2 + (k % 4) }, (_, n) => {
    const [material, materialDescription] = MATERIALS[(k + n * 5) % MATERIALS.length]!;
    const qty = 50 * (1 + ((k * 7 + n * 3) % 20));
    return {
      itemNumber: String((n + 1) * 10).padStart(5, '0'),
      material,
      materialDescription,
      orderUnit: n % 3 === 0 ? 'PC' : 'EA',
      qty,
      deliveryDate: today.add(7 + ((k * 3 + n * 11) % 60), 'day').format('YYYY-MM-DD'),
      ...(scenario === 'completed' ? { gr: qty } : {}),
    };
  });
  const first = items[0]!;
  return {
    scenario,
    po: {
      poNumber: String(4_500_010_000 + k),
      supplierCode: supplier.supplierCode,
      supplierName: supplier.name,
      plant: plant.plant,
      documentDate: today.subtract(k % 30, 'day').format('YYYY-MM-DD'),
      createdBy: 'buyer1',
      currency: k % 3 === 0 ? 'USD' : 'CNY',
      purchasingGroup: plant.group,
      mrpController: `M${plant.plant.slice(0, 1)}${k % 3}`,
      material: first.material,
      materialDescription: first.materialDescription,
      remark: k % 5 === 0 ? 'Urgent: line stop risk' : '',
      items,
    } as ImportedPo,
  };
}

async function viewerByAccount(db: Db, account: string): Promise<Viewer> {
  const [user] = await queryRows<{ id: string }>(db, sql`select id from users where account = ${account}`);
  const viewer = user && (await viewerOfUser(db, user.id));
  if (!viewer) throw new Error(`demo account ${account} is missing: seed the platform first`);
  return viewer;
}

/**
 * A few hundred demo POs over both demo vendors and both plants, in every status. They arrive as the
 * ERP sends them (the import) and are then answered through the same actions the screens use, so the
 * records and statuses are what real use leaves. Runs once: a store that has POs is left alone.
 */
export async function seedDemoPos(db: Db, count = 270): Promise<void> {
  const [existing] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from purchase_orders`);
  if ((existing?.n ?? 0) > 0) return;
  const today = dayjs();
  const admin = await viewerByAccount(db, 'admin');
  const buyer = await viewerByAccount(db, 'buyer1');
  const vendorOf = { V1001: await viewerByAccount(db, 'vendor1'), V1002: await viewerByAccount(db, 'vendor2') };
  const demo = Array.from({ length: count }, (_, k) => demoPo(k, today));
  await importPos(
    db,
    admin,
    demo.map((d) => d.po),
  );
  for (const s of SUPPLIERS) {
    await db
      .update(vendors)
      .set({ contact: s.contact, phone: s.phone, emails: [...s.emails], language: s.language, plants: ['1000', '2000'] })
      .where(sql`${vendors.supplierCode} = ${s.supplierCode}`);
  }
  const registry = registerPo(new SyncRegistry());
  const itemIds = await queryRows<{ po_number: string; id: string; po_id: string }>(
    db,
    sql`select po_number, id, po_id from po_items order by po_number, item_number`,
  );
  await db.transaction(async (tx) => {
    const act = async (viewer: Viewer, name: string, args: unknown) => {
      await registry.find(name)!.run({ tx, viewer, clientId: 'demo-seed' }, args, CURRENT_ROWS);
    };
    for (const { po, scenario } of demo) {
      if (scenario === 'untouched' || scenario === 'completed') continue;
      const vendor = vendorOf[po.supplierCode as keyof typeof vendorOf];
      const rows = itemIds.filter((r) => r.po_number === po.poNumber);
      const ids = rows.map((r) => r.id);
      const [a, b, ...rest] = ids as [string, string, ...string[]];
      const reasonCode = PLANTS.find((p) => p.plant === po.plant)!.reason;
      const change = (id: string, factor: number) => {
        const item = po.items[ids.indexOf(id)]!;
        return act(vendor, 'po.requestChange', {
          itemId: id,
          qty: item.qty * factor,
          deliveryDate: dayjs(item.deliveryDate).add(14, 'day').format('YYYY-MM-DD'),
          reasonCode,
          remark: 'Capacity is booked until then',
        });
      };
      await act(vendor, 'po.receive', { poIds: [rows[0]!.po_id] });
      if (scenario === 'received') continue;
      if (scenario === 'confirmed') await act(vendor, 'po.confirm', { itemIds: ids });
      if (scenario === 'awaitingBuyer') {
        await act(vendor, 'po.confirm', { itemIds: [b, ...rest] });
        await change(a, 0.8);
      }
      if (scenario === 'partlyAnswered') await act(vendor, 'po.confirm', { itemIds: [a] });
      if (scenario === 'partlyDecided' || scenario === 'sentBack') {
        if (rest.length) await act(vendor, 'po.confirm', { itemIds: rest });
        await change(a, 0.5);
        await change(b, 1.2);
        if (scenario === 'partlyDecided') await act(buyer, 'po.approve', { itemIds: [a], remark: 'OK for this lot' });
        else
          await act(buyer, 'po.rejectChange', {
            itemIds: [a, b],
            remark: 'The line needs the full quantity',
            tbdStatus: 'TBD02',
            tbdDate: today.add(5, 'day').format('YYYY-MM-DD'),
          });
      }
      if (scenario === 'vendorRejected') {
        await act(vendor, 'po.confirm', { itemIds: [b, ...rest] });
        await act(vendor, 'po.reject', { itemIds: [a], tbdStatus: 'TBD01', remark: 'Material discontinued' });
      }
    }
  });
}
