import { RouterProvider } from 'react-router-dom'
import { Toaster } from 'sonner'
import { router } from './router'
import { SessionWatcher } from './SessionWatcher'

export function App() {
  return (
    <>
      <SessionWatcher />
      <RouterProvider router={router} />
      <Toaster richColors position="top-center" closeButton />
    </>
  )
}
