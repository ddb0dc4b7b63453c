import '@fontsource-variable/inter/wght.css'
import '@fontsource-variable/fraunces/wght.css'
import './styles/global.css'
import { ViteReactSSG } from 'vite-react-ssg'
import { routes } from './routes/routes'

export const createRoot = ViteReactSSG({ routes, basename: import.meta.env.BASE_URL })
