import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeyRow } from './api-key.entity';
import { ApiKeyAuthentication } from './api-key-authentication';
import { ApiKeysController } from './api-keys.controller';
import { ApiKeysService } from './api-keys.service';

/**
 * API keys (DESIGN decision 26): an admin's keys and the bearer authentication that turns a key
 * into its creator's principal (registered in bootstrap.ts, after the session middleware).
 */
@Module({
  imports: [TypeOrmModule.forFeature([ApiKeyRow])],
  controllers: [ApiKeysController],
  providers: [ApiKeysService, ApiKeyAuthentication],
  exports: [ApiKeyAuthentication],
})
export class ApiKeysModule {}
