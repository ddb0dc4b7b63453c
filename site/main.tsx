// Inter and Fraunces cut to the site's characters and weights (npm run fonts writes them).
import './styles/fonts/fonts.css'
import './styles/global.css'
import { ViteReactSSG } from 'vite-react-ssg'
import { routes } from './routes/routes'

export const createRoot = ViteReactSSG({ routes, basename: import.meta.env.BASE_URL })
