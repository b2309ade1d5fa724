import type { HydraCollection, HydraError, Violation } from '@salespulse/contract/common';
import { statusTitle } from './errors';

export function hydraError(status: number, description: string, violations?: Violation[]): HydraError {
  return {
    '@type': 'hydra:Error',
    'hydra:title': statusTitle(status),
    'hydra:description': description,
    status,
    ...(violations ? { violations } : {}),
  };
}

export function hydraCollection<T>(collectionIri: string, members: T[], total: number): HydraCollection<T> {
  return {
    '@context': '/api/contexts/Collection',
    '@id': collectionIri,
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': total,
  };
}
