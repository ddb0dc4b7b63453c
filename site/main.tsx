// Inter and Fraunces cut to the site's characters and weights (npm run fonts writes them).
import './styles/fonts/fonts.css'
import './styles/global.css'
import './styles/viewTransitions.css'
import { ViteReactSSG } from 'vite-react-ssg'
import { routes } from './routes/routes'
import { applySiteStylesheet } from './styles/siteStylesheet'

if (typeof document !== 'undefined') applySiteStylesheet()

export const createRoot = ViteReactSSG({ routes, basename: import.meta.env.BASE_URL })
