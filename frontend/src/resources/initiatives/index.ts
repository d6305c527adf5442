import { InitiativeCreate } from './InitiativeCreate';
import { InitiativeEdit } from './InitiativeEdit';
import { InitiativeList } from './InitiativeList';
import meta from './meta';

/** Initiatives (DESIGN decision 24): the projects that move the objectives. */
export default {
  list: InitiativeList,
  create: InitiativeCreate,
  edit: InitiativeEdit,
  ...meta,
};
