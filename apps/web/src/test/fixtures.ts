import type { TAppConfig, TMe } from '@habitat/shared';

export const config: TAppConfig = {
  brand: 'default',
  organization: 1,
  property: null,
  version: '1.2.3',
  payments: { processor: null, publicKey: null },
  webPush: { publicKey: null },
  apps: { ios: null, android: null },
};

export const tenant: TMe = {
  id: 7,
  username: 'resident@example.com',
  role: 'ROLE_TENANT',
  email: 'resident@example.com',
  phone: '514 555-0101',
  firstName: 'Julie',
  lastName: 'Tremblay',
  organization: 1,
  property: 2,
  lease: {
    id: 3,
    property: 2,
    unit: 11,
    unitNumber: '304',
    startAt: '2025-07-01T00:00:00Z',
    endAt: null,
    earlyCancelAt: null,
    cancelNote: null,
    paymentNumber: 'PAY-000304',
    rent: 145_000,
    computed: { active: true },
  },
  notSignedOnCurrentLease: false,
};

export const manager: TMe = { ...tenant, id: 9, role: 'ROLE_MANAGER', lease: null };
