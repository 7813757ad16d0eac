// Where each role reads its messages: /dashboard/{user,host,admin}/messages (docs/decisions/0028-conversations.md).
import type { Role } from '@ikaze/domain';
import { paths } from '@/lib/paths';

const areas = { admin: paths.admin, host: paths.host, user: paths.user } as const;

export const messagesPath = (role: Role) => areas[role].messages();
export const conversationPath = (role: Role, id: number) => areas[role].conversation(id);
