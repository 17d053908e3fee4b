import { Role as ProtoRole } from '@sokoni/contracts';
import type { Role } from './users/user.entity.js';

const TO_PROTO: Record<Role, ProtoRole> = {
  buyer: ProtoRole.BUYER,
  seller: ProtoRole.SELLER,
  both: ProtoRole.BOTH,
  admin: ProtoRole.ADMIN,
  analyst: ProtoRole.ANALYST,
};

export const protoRole = (role: Role): ProtoRole => TO_PROTO[role];
