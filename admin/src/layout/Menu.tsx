import InsightsIcon from '@mui/icons-material/Insights';
import { Menu, useTranslate } from 'react-admin';

/** Where the CEO dashboard lives (a custom route, not a resource). */
export const ANALYTICS_PATH = '/analytics';

/** react-admin's menu (dashboard, then each resource the user may list) with the analytics page after the dashboard. */
export function AppMenu() {
  const translate = useTranslate();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.Item
        to={ANALYTICS_PATH}
        primaryText={translate('app.analytics.menu')}
        leftIcon={<InsightsIcon />}
      />
      <Menu.ResourceItems />
    </Menu>
  );
}
