import HomeOutlined from '@mui/icons-material/HomeOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import ManageHistoryOutlined from '@mui/icons-material/ManageHistoryOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import DnsOutlined from '@mui/icons-material/DnsOutlined';
import ApiOutlined from '@mui/icons-material/ApiOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FeedOutlined from '@mui/icons-material/FeedOutlined';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import CircleOutlined from '@mui/icons-material/CircleOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';

/** Menu icons by the names lib/auth/menu.ts uses. */
const ICONS: Record<string, React.ComponentType<{ fontSize?: 'small' | 'medium' }>> = {
  home: HomeOutlined, people: PeopleOutline, person: PersonOutline, groups: GroupsOutlined, tune: TuneOutlined,
  settings: SettingsOutlined, history: HistoryOutlined, manage_history: ManageHistoryOutlined, event_note: EventNoteOutlined,
  account: AccountCircleOutlined, hub: HubOutlined, insights: InsightsOutlined, dns: DnsOutlined, api: ApiOutlined, key: KeyOutlined,
  receipt: ReceiptLongOutlined, send: SendOutlined, store: StorefrontOutlined, cart: ShoppingCartOutlined, reviews: RateReviewOutlined,
  inventory: Inventory2Outlined, category: CategoryOutlined, article: ArticleOutlined, description: DescriptionOutlined, feed: FeedOutlined,
  menu: MenuOutlined, discount: LocalOfferOutlined, contacts: ContactPhoneOutlined, shipping: LocalShippingOutlined,
  redirects: AltRouteOutlined,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? CircleOutlined;
  return <Icon fontSize="small" />;
}
