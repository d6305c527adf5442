import { Module } from '@nestjs/common';
import { AdminController } from './admin.controller';
import { AdminOrganizationsService } from './admin-organizations.service';

@Module({ controllers: [AdminController], providers: [AdminOrganizationsService] })
export class AdminModule {}
