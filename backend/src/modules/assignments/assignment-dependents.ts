import { Injectable, OnModuleInit } from '@nestjs/common';
import { Dependents } from '../../common/dependents';
import { countDependents } from './assignment.queries';

/** Tells the library and functions contexts how many assignments their deletes take with them. */
@Injectable()
export class AssignmentDependents implements OnModuleInit {
  constructor(private readonly dependents: Dependents) {}

  onModuleInit(): void {
    this.dependents.register((manager, organizationId, of) => countDependents(organizationId, manager, of));
  }
}
