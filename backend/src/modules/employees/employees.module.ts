import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmployeeController } from './employee.controller';
import { Employee } from './employee.entity';
import { EmployeeService } from './employee.service';
import { EmployeesDemoSeeder } from './employees-demo.seeder';
import { UsersModule } from '../users/users.module';

@Module({
  imports: [TypeOrmModule.forFeature([Employee]), UsersModule],
  controllers: [EmployeeController],
  providers: [EmployeeService, EmployeesDemoSeeder],
  exports: [EmployeeService, EmployeesDemoSeeder],
})
export class EmployeesModule {}
