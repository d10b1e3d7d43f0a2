// What the assessment needs on every page, loaded lazily by the app shell: the claim of a
// visitor's finished result when an account signs in.

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { claimOnSignIn } from './claim-on-sign-in';

export function AssessmentShell() {
  const client = useQueryClient();
  useEffect(() => claimOnSignIn(client), [client]);
  return null;
}
