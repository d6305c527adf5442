import { costOf, currentScryptCost, hashPassword, needsRehash, PRODUCTION_SCRYPT_COST, verifyPassword } from './password';

describe('password hashing (DESIGN decision 28)', () => {
  it('hashes at scrypt N=2^17, r=8, p=1 outside the test harness, whatever the variable says', async () => {
    expect(PRODUCTION_SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
    expect(currentScryptCost({ NODE_ENV: 'production', SCORECARD_TEST_SCRYPT_LOG2N: '10' })).toEqual(PRODUCTION_SCRYPT_COST);
    expect(currentScryptCost({ SCORECARD_TEST_SCRYPT_LOG2N: '10' })).toEqual(PRODUCTION_SCRYPT_COST);
    expect(currentScryptCost({ NODE_ENV: 'test' })).toEqual(PRODUCTION_SCRYPT_COST);
    const hash = await hashPassword('correct-horse-battery', currentScryptCost({ NODE_ENV: 'production' }));
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('correct-horse-battery', hash)).toBe(true);
    expect(await verifyPassword('wrong-horse-battery', hash)).toBe(false);
  });

  it('records its parameters, so an older hash still verifies and is marked for upgrade', async () => {
    const old = await hashPassword('pw-123456', { N: 2 ** 15, r: 8, p: 1 });
    expect(costOf(old)).toEqual({ N: 32768, r: 8, p: 1 });
    expect(await verifyPassword('pw-123456', old)).toBe(true);
    expect(needsRehash(old, PRODUCTION_SCRYPT_COST)).toBe(true);
    expect(needsRehash(old, { N: 2 ** 15, r: 8, p: 1 })).toBe(false);
    expect(needsRehash('bcrypt$whatever', PRODUCTION_SCRYPT_COST)).toBe(true);
  });

  it('refuses a stored hash whose parameters are not ours or would cost a denial of service', async () => {
    expect(costOf('scrypt$4194304$8$1$c2FsdA==$a2V5')).toBeNull();
    expect(await verifyPassword('x', 'scrypt$abc$8$1$c2FsdA==$a2V5')).toBe(false);
    expect(await verifyPassword('x', null)).toBe(false);
  });
});
