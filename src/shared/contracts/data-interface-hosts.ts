/**
 * The hosts HTTP data interfaces may call (spec-silent): an allow-list administrators maintain. An
 * interface whose URL names another host is refused when saved and when called.
 */
import { z } from 'zod';
import { menuGate } from '../domain/access.ts';
import { ADMIN_MENU, BUTTON } from '../domain/admin-menus.ts';
import { HOST_ENTRY } from '../domain/data-interfaces.ts';
import { bareQuery, endpoint } from './endpoint.ts';

export const hostList = z.strictObject({
  hosts: z
    .array(z.string().trim().toLowerCase().regex(HOST_ENTRY))
    .max(100)
    .transform((hosts) => [...new Set(hosts)]),
});

export const dataInterfaceHosts = endpoint({
  method: 'GET',
  path: '/api/system/DataInterface/Hosts',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dataInterface),
  query: bareQuery,
  data: z.object({ hosts: z.array(z.string()) }),
});

export const saveDataInterfaceHosts = endpoint({
  method: 'PUT',
  path: '/api/system/DataInterface/Hosts',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dataInterface, BUTTON.edit),
  successMsg: 'admin.saved',
  body: hostList,
  data: z.null(),
});
