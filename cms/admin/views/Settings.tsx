import { redirect } from 'next/navigation'

import { adminScreen, type ScreenProps } from '../components/AdminScreen'

/**
 * /settings opens Payload's own edit view of the settings global (validation, save, field
 * access), after the gate: only admins get there, other staff see "no access".
 */
function SettingsContent({ adminRoute }: ScreenProps): never {
  redirect(`${adminRoute}/globals/settings`)
}

export const SettingsView = adminScreen('settings', 'navSettings', SettingsContent)
