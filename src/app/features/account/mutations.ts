import { useMutation } from '@tanstack/react-query';
import SparkMD5 from 'spark-md5';
import { modifyPoPassword } from '../../../shared/contracts/profile.ts';
import { call } from '../../api/client.ts';

export interface PoPasswordChange {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** The PO rule's password change; online only (a password never waits in the outbox). */
export function useModifyPoPassword() {
  return useMutation({
    meta: { inlineError: true },
    mutationFn: (change: PoPasswordChange) => call(modifyPoPassword, { body: { ...change, oldPassword: SparkMD5.hash(change.oldPassword) } }),
  });
}
