// The floor of the lightest authenticated call (issue 36): a bare NestJS app (Express adapter) with
// the product's session store and nothing else, started by `make bench` beside the API on the same
// database and session secret. GET /api/auth/user answers the signed-in user the store read with
// the session, as the API's does; no helmet, logging, compression, passport, guards, pipes or
// interceptors. The bench loads both the same way and reports the API's CPU a request beside this one's.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'backend', 'dist');
// The backend's own copies of Nest, express-session and pg, and its session store as built.
const require = createRequire(path.join(dist, 'main.js'));
require('reflect-metadata');
const { NestFactory } = require('@nestjs/core');
const { Controller, Get, Module, Req, UnauthorizedException } = require('@nestjs/common');
const session = require('express-session');
const pg = require('pg');
const { createSessionStore } = require(path.join(dist, 'common', 'session-store.js'));
const { LOADED_PRINCIPAL } = require(path.join(dist, 'common', 'tenancy', 'session-principal.js'));

// Decorators applied by hand: this file runs as plain JavaScript, without a build.
class AuthController {
  user(req) {
    const user = req.session?.[LOADED_PRINCIPAL];
    if (!user) throw new UnauthorizedException();
    const { id, email, firstName, lastName, role, organizationId, emailVerified } = user;
    return { id, email, firstName, lastName, role, organizationId, emailVerified };
  }
}
Controller('auth')(AuthController);
Req()(AuthController.prototype, 'user', 0);
Get('user')(AuthController.prototype, 'user', Object.getOwnPropertyDescriptor(AuthController.prototype, 'user'));
class BareModule {}
Module({ controllers: [AuthController] })(BareModule);

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const store = createSessionStore(pool);
const app = await NestFactory.create(BareModule, { logger: ['error'], bodyParser: false });
app.disable('x-powered-by');
app.use(
  session({
    name: 'scorecard.sid',
    secret: process.env.SESSION_SECRET,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: false, maxAge: 14 * 24 * 3600 * 1000 },
  }),
);
app.setGlobalPrefix('api');
await app.listen(Number(process.env.PORT), '127.0.0.1');
const stop = async () => {
  await app.close();
  store.close();
  await pool.end();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
