import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, monthlyRevenue } from './admin.js';

describe('monthlyRevenue', () => {
  it('is seats times the plan price; professional is $29 per user', () => {
    expect(monthlyRevenue('professional', 3, 'active')).toBe(87);
    expect(monthlyRevenue('basic', 2, 'past_due')).toBe(24);
    expect(monthlyRevenue('free', 40, 'active')).toBe(0);
  });

  it('uses the recorded enterprise price, else the enterprise seat price', () => {
    expect(monthlyRevenue('enterprise', 10, 'active', 2500)).toBe(2500);
    expect(monthlyRevenue('enterprise', 10, 'active')).toBe(490);
  });

  it('counts nothing for cancelled or incomplete subscriptions', () => {
    expect(monthlyRevenue('professional', 5, 'cancelled')).toBe(0);
    expect(monthlyRevenue('enterprise', 5, 'incomplete', 900)).toBe(0);
  });
});

describe('ADMIN_MESSAGES', () => {
  it('words the delete confirmation and result as the specification does', () => {
    expect(ADMIN_MESSAGES.organizationDeleted(3)).toBe('Removed organization and 3 associated users');
    expect(ADMIN_MESSAGES.deleteOrganizationConfirm('Acme')).toBe(
      'Are you sure you want to delete "Acme" and ALL associated data? This action cannot be undone.',
    );
  });
});
