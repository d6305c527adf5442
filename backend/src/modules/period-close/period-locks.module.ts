import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PeriodLocksService } from './period-locks.service';
import { ReportingPeriodLock } from './reporting-period-lock.entity';

/** The locks as writers see them; no imports of other contexts, so the assignments context can import it. */
@Module({ imports: [TypeOrmModule.forFeature([ReportingPeriodLock])], providers: [PeriodLocksService], exports: [PeriodLocksService] })
export class PeriodLocksModule {}
