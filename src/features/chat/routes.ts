import { defineRoutes } from '@/lib/auth/routes';
import { chatPaths } from './paths';

/** The chat (spec section 2, "Other"): conversations with the organizations one trades with. */
export default defineRoutes([
  {
    id: 'chat.chat',
    path: chatPaths.chat.pattern,
    permission: 'CHAT_VIEW',
    namespaces: ['chat'],
    page: () => import('./pages/ChatPage'),
    menu: {
      labelKey: 'chat:menu.chat',
      icon: () => import('@mui/icons-material/ForumOutlined'),
      group: 'main',
      order: 40,
    },
  },
]);
