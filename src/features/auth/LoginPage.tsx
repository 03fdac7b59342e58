import { useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { toast } from '@/lib/toast'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { PasswordInput } from '@/components/ui/password-input'
import { LIMITS } from '@/content/constants'
import { MESSAGES } from '@/content/messages'
import { signIn } from './authApi'
import { loginErrorMessage } from './authErrors'
import { AuthCard } from './AuthCard'
import { carryReturnPath } from '@/lib/return-path'
import { afterLoginPath, loginNotice } from './loginState'

export default function LoginPage() {
  const navigate = useNavigate()
  const location = useLocation()
  const notice = loginNotice(location.state)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      await signIn(email.trim(), password)
      toast.success(MESSAGES.welcomeBack)
      navigate(afterLoginPath(location.state))
    } catch (failure) {
      setError(loginErrorMessage(failure))
      setBusy(false)
    }
  }

  // The failure alert goes away as soon as the user types again (spec §8).
  function edit(setter: (value: string) => void) {
    return (value: string) => {
      setter(value)
      setError(null)
    }
  }

  return (
    <AuthCard
      title="Welcome back"
      description="Log in to book sessions and chat with your gym buddies."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link
            to="/register"
            // A visitor sent here from a booking signs up and comes back to it (issue 12).
            state={carryReturnPath(location.state)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Sign up
          </Link>
        </>
      }
    >
      <title>Login · GymBuddy</title>
      {notice && (
        <Alert role="status" className="mb-4">
          {notice}
        </Alert>
      )}
      <form onSubmit={handleSubmit} className="space-y-4">
        {error && <Alert variant="destructive">{error}</Alert>}
        <div className="space-y-2">
          <Label htmlFor="login-email">Email</Label>
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            required
            maxLength={LIMITS.email}
            value={email}
            onChange={(event) => edit(setEmail)(event.target.value)}
          />
        </div>
        <div className="space-y-2">
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor="login-password">Password</Label>
            <Link
              to="/forgot-password"
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Forgot password?
            </Link>
          </div>
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => edit(setPassword)(event.target.value)}
          />
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthCard>
  )
}
