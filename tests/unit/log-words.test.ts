import { describe, expect, it } from 'vitest';
import { recordOf } from '../../src/server/modules/system-logs/log-words.ts';

describe('the record a logged call names', () => {
  it('reads the route’s parameters from the address, decoded', () => {
    expect(recordOf('/api/permission/Users/:id/Actions/ResetPassword', '/api/permission/Users/01ab/Actions/ResetPassword')).toBe('01ab');
    expect(recordOf('/api/files/:folder/:name', '/api/files/docs/%E5%90%88%E5%90%8C.pdf')).toBe('docs / 合同.pdf');
    expect(recordOf('/api/permission/Role', '/api/permission/Role')).toBe('');
  });

  it('keeps a segment whose escapes do not decode as it was sent, rather than failing the log page', () => {
    expect(recordOf('/api/permission/Users/:id', '/api/permission/Users/%E0%A4%A')).toBe('%E0%A4%A');
  });
});
