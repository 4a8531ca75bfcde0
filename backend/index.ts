/** The stand-in hospital services: the public interface the portal's tests and scripts use. */
export { createServicesApp, type ServicesAppOptions } from './app.ts'
export { signPatientToken, type PatientTokenClaims, type SignOptions } from './auth.ts'
export { SERVICE_PORTS, type ServiceName } from './config.ts'
export { openDatabase, type Database, type OpenOptions } from './db/open.ts'
export { PATIENT_ACCOUNTS } from './seed/index.ts'
export { startStandIn, type StandIn, type StandInOptions } from './server.ts'
