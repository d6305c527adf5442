import { MigrationInterface, QueryRunner } from 'typeorm';

/** express-session rows (connect-pg-simple's schema): sessions outlive any one API process. */
export class CreateSession1763769600000 implements MigrationInterface {
  name = 'CreateSession1763769600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "session" (
        "sid" varchar NOT NULL PRIMARY KEY,
        "sess" json NOT NULL,
        "expire" timestamp(6) NOT NULL
      )`);
    await q.query(`CREATE INDEX "IDX_session_expire" ON "session" ("expire")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "session"`);
  }
}
