import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { COUNTRY_CODE, FREE_TEXT_MAX, GENDERS, MOBILE_DIGITS, PINCODE_MAX } from '~/domain/profile/limits'
import {
  cleanFreeText,
  cleanMobile,
  consultationModes,
  displayDate,
  phoneIsVerified,
  profileBasePath,
  profileProblems,
  profileUpdateErrorText,
  validBirthDate,
  type ProfileForm,
} from '~/domain/profile/rules'
import { DOCUMENT_ACCEPT, DOCUMENT_TYPES, type DocumentType } from '~/domain/profile/uploads'
import { checkCode, isMobileNumber, sendCode, verifying, type Verifying } from '~/flows/profile.server'
import { errorPageMessages } from '~/messages/common/error-page'
import { profileMessages } from '~/messages/profile'
import { profileNotices } from '~/messages/profile/notices'
import { getCities, getLanguages, getStates } from '~/services/config.server'
import { getCareServices } from '~/services/hospital.server'
import {
  getMailingAddress,
  getPatientProfile,
  getProfilePhoto,
  listPatientDocuments,
  updatePatientProfile,
  type PatientDocument,
} from '~/services/patient.server'
import { DocumentUploadForm } from '~/ui/document-upload-form'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { ErrorSummary } from '~/ui/error-summary'
import { Field } from '~/ui/field'
import { PhotoPicker } from '~/ui/photo-picker'
import { SelectField } from '~/ui/select-field'
import { inputProps, selectProps, useServerForm, type FormReply } from '~/ui/server-form'
import { useHydrated } from '~/ui/use-hydrated'
import { VerifyMobileDialog } from '~/ui/verify-mobile-dialog'
import { optional } from '~/utils/optional-call.server'
import { Path } from '~/utils/paths'
import { ServiceError } from '~/utils/service-error'
import { redirectWithAlert, requirePatient, type SignedInPatient } from '~/utils/session.server'

export const meta: MetaFunction = () => [{ title: 'Patient Profile Setup | Patient Portal' }]

const text = profileMessages
const DASHBOARD = Path.dashboard

/**
 * The patient profile (spec 3 screen 1) at /newProfile and /patientProfile: read-only with
 * 'Edit Profile', edit mode at ?edit. The verify dialog is part of the edit form (ADR 36); deleting a document has its own URL.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  const url = new URL(request.url)
  const editing = url.searchParams.has('edit')
  const [profile, states, languages, careServices, address, photo, ...documents] = await Promise.all([
    getPatientProfile(patient).catch((error: unknown) => {
      if (error instanceof ServiceError) return null
      throw error
    }),
    optional(getStates(patient.token)),
    optional(getLanguages(patient.token)),
    optional(getCareServices(patient)),
    getMailingAddress(patient).catch((error: unknown) => {
      if (!(error instanceof ServiceError)) throw error
      // spec 3 section 8: a 409 on the address shows the services' errorMessage
      return { conflict: error.status === 409 ? (error.serverText ?? text.loadFailed) : null }
    }),
    optional(hasPhoto(patient)),
    ...DOCUMENT_TYPES.map((type) => optional(listPatientDocuments(patient, type))),
  ])
  if (!profile) return json({ loadFailed: true as const, base: profileBasePath(request.url) })
  const mailing = address && !('conflict' in address) ? address : null
  const state = mailing?.state ?? profile.state ?? ''
  const stateId = states?.find((s) => s.name === state)?.id
  const cities = stateId ? await optional(getCities(patient.token, stateId)) : null
  const modes = consultationModes(careServices ?? [])
  const chosenCare = (profile.patientCareServices ?? []).map((s) => s.careService.id)
  return json({
    loadFailed: false as const,
    base: profileBasePath(request.url),
    editing,
    profile: {
      firstName: profile.firstName,
      middleName: profile.middleName ?? '',
      lastName: profile.lastName,
      gender: profile.gender ?? '',
      dateOfBirth: profile.dateOfBirth ?? '',
      state,
      city: mailing?.city ?? profile.city ?? '',
      pinCode: mailing?.pinCode ?? profile.pinCode ?? '',
      address: mailing?.buildingName ?? profile.buildingName ?? '',
      email: profile.email,
      phoneNumber: profile.phoneNumber ?? '',
      verificationStatus: profile.verificationStatus ?? null,
      education: profile.education ?? '',
      occupation: profile.occupation ?? '',
      medicalHistory: profile.medicalHistory ?? '',
      medicalInformation: profile.medicalInformation ?? '',
      therapy: profile.therapy ?? '',
      languages: (profile.patientPreferredLanguagesDTOs ?? []).map((l) => l.name),
      physical: modes.physical ? chosenCare.includes(modes.physical.id) : false,
      online: modes.online ? chosenCare.includes(modes.online.id) : false,
    },
    addressConflict: address && 'conflict' in address ? address.conflict : null,
    states: (states ?? []).map((s) => s.name),
    cities: (cities ?? []).map((c) => c.name),
    languages: languages ?? [],
    modes: { physical: !!modes.physical, online: !!modes.online },
    hasPhoto: photo ?? false,
    documents: Object.fromEntries(DOCUMENT_TYPES.map((type, i) => [type, documents[i] ?? null])) as Record<
      DocumentType,
      PatientDocument[] | null
    >,
  })
}

async function hasPhoto(patient: { patientId: number; token: string }) {
  try {
    const response = await getProfilePhoto(patient)
    await response.body?.cancel()
    return true
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return false
    throw error
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const patient = await requirePatient(request)
  const formData = await request.formData()
  switch (String(formData.get('intent') ?? 'save')) {
    case 'cities':
    case 'keep':
      return draftReply(patient, formData)
    case 'verify':
    case 'resend-otp':
      return sendVerificationCode(patient, formData)
    case 'check-otp':
      return checkVerificationCode(patient, context.clientAddress, formData)
    default:
      return saveProfile(request, patient, formData)
  }
}

/**
 * Every answer that is not a save: the form as typed, the cities of the typed state, and what
 * the step adds (the verification dialog, an error). Nothing typed is lost on the way.
 */
async function draftReply(
  patient: SignedInPatient,
  formData: FormData,
  extra: {
    error?: Record<string, string[]>
    verifying?: Verifying
    otpError?: string
    notice?: string
  } = {},
  status = 200,
) {
  const state = String(formData.get('state') ?? '')
  const states = state ? await optional(getStates(patient.token)) : null
  const stateId = states?.find((s) => s.name === state)?.id
  const cities = stateId ? await optional(getCities(patient.token, stateId)) : null
  const { initialValue } = readProfileForm(formData)
  return json(
    { initialValue, error: null, cities: cities?.map((c) => c.name), ...extra },
    { status: extra.error ? 400 : status },
  )
}

/** The submitted form as typed (for the reply) and cleaned (for the rules and the services). */
function readProfileForm(formData: FormData) {
  const str = (name: string) => {
    const v = formData.get(name)
    return typeof v === 'string' ? v : ''
  }
  const initialValue: Record<string, unknown> = {}
  for (const name of FIELDS) initialValue[name] = str(name)
  initialValue.languages = formData.getAll('languages').filter((v): v is string => typeof v === 'string')
  initialValue.physical = formData.get('physical') === 'on' ? 'on' : ''
  initialValue.online = formData.get('online') === 'on' ? 'on' : ''
  const form: ProfileForm = {
    firstName: str('firstName').trim(),
    middleName: str('middleName').trim(),
    lastName: str('lastName').trim(),
    gender: str('gender'),
    dateOfBirth: validBirthDate(str('dateOfBirth')) ?? '',
    state: str('state'),
    city: str('city'),
    pinCode: str('pinCode').trim(),
    address: str('address').trim().slice(0, 200),
    email: '',
    phoneNumber: cleanMobile(str('phoneNumber')),
    education: cleanFreeText(str('education')),
    occupation: cleanFreeText(str('occupation')),
    medicalHistory: cleanFreeText(str('medicalHistory')),
    medicalInformation: cleanFreeText(str('medicalInformation')),
    therapy: cleanFreeText(str('therapy')),
    physical: formData.get('physical') === 'on',
    online: formData.get('online') === 'on',
    languages: initialValue.languages as string[],
  }
  return { initialValue, form }
}

async function saveProfile(request: Request, patient: SignedInPatient, formData: FormData) {
  const { form } = readProfileForm(formData)
  const refuse = (error: Record<string, string[]>) => draftReply(patient, formData, { error })
  let saved
  try {
    saved = await getPatientProfile(patient)
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    return refuse({ '': profileUpdateErrorText(error) })
  }
  // the e-mail is read-only: the saved one is checked, whatever the form sent
  form.email = saved.email
  const problems = profileProblems(form)
  if (problems.length > 0) {
    const error: Record<string, string[]> = {}
    for (const p of problems) (error[p.field] ??= []).push(p.message)
    return refuse(error)
  }
  const careServices = await optional(getCareServices(patient))
  const modes = consultationModes(careServices ?? [])
  const modeIds = [modes.physical?.id, modes.online?.id]
  const kept = (saved.patientCareServices ?? []).map((s) => s.careService).filter((s) => !modeIds.includes(s.id))
  const chosen = [form.physical ? modes.physical : null, form.online ? modes.online : null].filter(
    (s): s is { id: number; title: string } => s !== null,
  )
  try {
    await updatePatientProfile(patient, {
      firstName: form.firstName,
      middleName: form.middleName,
      lastName: form.lastName,
      gender: form.gender,
      dateOfBirth: form.dateOfBirth,
      email: saved.email,
      phoneNumber: form.phoneNumber,
      verificationStatus: saved.verificationStatus ?? null,
      occupation: form.occupation,
      education: form.education,
      medicalHistory: form.medicalHistory,
      medicalInformation: form.medicalInformation,
      therapy: form.therapy,
      medicalRecordNumber: saved.medicalRecordNumber ?? null,
      houseNumber: saved.houseNumber ?? '',
      buildingName: form.address,
      streetName: saved.streetName ?? '',
      city: form.city,
      state: form.state,
      pinCode: form.pinCode,
      hospitalId: saved.hospital?.id ?? patient.hospitalId,
      languages: form.languages,
      careServices: careServices ? [...kept, ...chosen] : (saved.patientCareServices ?? []).map((s) => s.careService),
    })
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    return refuse({ '': profileUpdateErrorText(error) })
  }
  return redirectWithAlert(request, `/${profileBasePath(request.url)}`, {
    type: 'success',
    message: profileNotices.updated,
  })
}

/** Verify and Resend: a 10-digit number gets a code by SMS, and the dialog asks for it. */
async function sendVerificationCode(patient: SignedInPatient, formData: FormData) {
  const phone = String(formData.get('phoneNumber') ?? '')
  if (!isMobileNumber(phone))
    return draftReply(patient, formData, { error: { phoneNumber: [profileNotices.invalidMobile] } })
  const sent = await sendCode(patient, phone)
  if (!sent.ok) return draftReply(patient, formData, { error: { '': [sent.error] } })
  return draftReply(patient, formData, { verifying: sent.verifying })
}

/** VERIFY in the dialog: the services then hold the typed number as the patient's, verified. */
async function checkVerificationCode(patient: SignedInPatient, clientAddress: string, formData: FormData) {
  const phone = String(formData.get('phoneNumber') ?? '')
  const sent = Number(formData.get('otpSent'))
  const dialog = verifying(phone, Number.isFinite(sent) && sent > 0 ? sent : Date.now())
  const checked = await checkCode(patient, clientAddress, phone, String(formData.get('otp') ?? '').trim())
  if (!checked.ok) return draftReply(patient, formData, { verifying: dialog, otpError: checked.error }, checked.status)
  return draftReply(patient, formData, { notice: profileNotices.otpVerified })
}

const FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'gender',
  'dateOfBirth',
  'state',
  'city',
  'pinCode',
  'address',
  'email',
  'phoneNumber',
  'education',
  'occupation',
  'medicalHistory',
  'medicalInformation',
  'therapy',
] as const

export default function PatientProfile() {
  const data = useLoaderData<typeof loader>()
  if (data.loadFailed) {
    return (
      <div className="page profile">
        <h1>{text.title}</h1>
        <p className="notice notice--error" role="alert">
          {text.loadFailed}
        </p>
        <Link to={DASHBOARD}>{text.backToDashboard}</Link>
      </div>
    )
  }
  return (
    <div className="page profile">
      <div className="profile__head">
        <h1>{text.title}</h1>
        <Link to={DASHBOARD} className="button">
          {text.close}
        </Link>
      </div>
      {data.addressConflict ? (
        <p className="notice notice--error" role="alert">
          {data.addressConflict}
        </p>
      ) : null}
      {data.editing ? <EditProfile /> : <ReadProfile />}
    </div>
  )
}

type Loaded = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { loadFailed: false }>

function useProfileData(): Loaded {
  const data = useLoaderData<typeof loader>()
  if (data.loadFailed) throw new Error('profile not loaded')
  return data
}

function ReadProfile() {
  const { profile, base, hasPhoto, documents } = useProfileData()
  const gender = GENDERS.find((g) => g.value === profile.gender)?.label ?? profile.gender
  const verified = phoneIsVerified(profile, profile.phoneNumber)
  const rows: [string, string][] = [
    ['First name', profile.firstName],
    ['Middle name', profile.middleName],
    ['Last name', profile.lastName],
    ['Gender', gender],
    ['Date of birth', displayDate(profile.dateOfBirth)],
    ['State', profile.state],
    ['City', profile.city],
    ['Pincode', profile.pinCode],
    ['Address', profile.address],
    ['Email', profile.email],
    ['Mobile number', profile.phoneNumber ? `${COUNTRY_CODE} ${profile.phoneNumber}` : ''],
    ['Education', profile.education],
    ['Occupation', profile.occupation],
    [
      'Mode of consultation',
      [profile.physical ? 'Physical Consultation' : '', profile.online ? 'Online Consultation' : '']
        .filter(Boolean)
        .join(', '),
    ],
    ['Languages', profile.languages.join(', ')],
    ['Previous Medical History', profile.medicalHistory],
    ['Current Medications/Treatments', profile.medicalInformation],
    ['Reason for taking up this therapy?', profile.therapy],
  ]
  return (
    <section aria-labelledby="profile-view-title" className="card">
      <div className="profile__head">
        <h2 id="profile-view-title">{text.viewTitle}</h2>
        <Link to={`/${base}?edit`} className="button button--primary">
          {text.edit}
        </Link>
      </div>
      {hasPhoto ? <img src={`/${base}/photo`} alt="Your profile" className="profile__photo" /> : null}
      <dl className="profile__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              {value || '-'}
              {label === 'Mobile number' && profile.phoneNumber ? (
                <span className={`status-badge ${verified ? 'status-badge--completed' : 'status-badge--other'}`}>
                  {verified ? text.verified : text.notVerified}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <h3>Documents</h3>
      {DOCUMENT_TYPES.map((type) => (
        <DocumentList key={type} type={type} documents={documents[type]} base={base} editing={false} />
      ))}
      <div className="form-actions">
        <Link to={DASHBOARD} className="button">
          {text.cancel}
        </Link>
      </div>
    </section>
  )
}

function EditProfile() {
  const data = useProfileData()
  const { profile, base } = data
  const lastResult = useActionData<typeof action>() as
    | (FormReply & {
        cities?: string[]
        error?: Record<string, string[] | null> | null
        verifying?: Verifying
        otpError?: string
        notice?: string
      })
    | undefined
  const hydrated = useHydrated()
  const saving = useNavigation().state === 'submitting'
  const citiesFetcher = useFetcher<typeof action>()
  // the action's answer itself (not a new object per render): the inputs' keys change only with a new answer
  const reply: FormReply = lastResult
  const { fields, formErrors, fieldErrors, formProps } = useServerForm<Record<(typeof FIELDS)[number], string>>(
    'profile',
    reply,
    FIELDS,
    {
      firstName: { required: true, maxLength: 50 },
      lastName: { required: true, maxLength: 50 },
      pinCode: { required: true, maxLength: PINCODE_MAX },
      phoneNumber: { required: true, maxLength: MOBILE_DIGITS, pattern: '[0-9]*' },
      education: { maxLength: FREE_TEXT_MAX },
      occupation: { maxLength: FREE_TEXT_MAX },
    },
  )
  const sent = reply?.initialValue ?? null
  const value = (name: (typeof FIELDS)[number]) =>
    fields[name].defaultValue ?? (sent ? '' : String(profile[name] ?? ''))
  const sentList = (name: string): string[] | null => {
    if (!sent) return null
    const v = sent[name]
    return Array.isArray(v) ? v.map(String) : typeof v === 'string' ? [v] : []
  }
  const chosenLanguages = sentList('languages') ?? profile.languages
  const physical = sent ? sent.physical === 'on' : profile.physical
  const online = sent ? sent.online === 'on' : profile.online
  const fetchedCities =
    citiesFetcher.data && 'cities' in citiesFetcher.data ? citiesFetcher.data.cities : (lastResult?.cities ?? null)
  const cities = fetchedCities ?? data.cities
  const [typedPhone, setTypedPhone] = useState(value('phoneNumber'))
  const verified = phoneIsVerified(profile, hydrated ? typedPhone : value('phoneNumber'))

  return (
    <section aria-labelledby="profile-edit-title" className="card">
      <h2 id="profile-edit-title">{text.editTitle}</h2>
      <PhotoPicker base={base} hasPhoto={data.hasPhoto} />
      <ErrorSummary id="profile-errors" formErrors={formErrors} fieldErrors={fieldErrors} />
      <Form method="post" action={`/${base}?edit`} {...formProps} className="profile-form">
        {lastResult?.verifying ? (
          <VerifyMobileDialog {...lastResult.verifying} error={lastResult.otpError ?? null} />
        ) : null}
        {lastResult?.notice ? (
          <p className="notice notice--success" role="status">
            {lastResult.notice}
          </p>
        ) : null}
        <fieldset>
          <legend>Basic</legend>
          <Field
            label="First name"
            inputProps={{ ...inputProps(fields.firstName, 'text'), defaultValue: value('firstName') }}
            errors={fields.firstName.errors}
          />
          <Field
            label="Middle name"
            inputProps={{ ...inputProps(fields.middleName, 'text'), defaultValue: value('middleName'), maxLength: 50 }}
            errors={fields.middleName.errors}
          />
          <Field
            label="Last name"
            inputProps={{ ...inputProps(fields.lastName, 'text'), defaultValue: value('lastName') }}
            errors={fields.lastName.errors}
          />
          <SelectField
            label="Gender"
            selectProps={{ ...selectProps(fields.gender), defaultValue: value('gender'), required: true }}
            options={GENDERS}
            errors={fields.gender.errors}
          />
          <Field
            label="Date of birth"
            inputProps={{
              ...inputProps(fields.dateOfBirth, 'date'),
              defaultValue: value('dateOfBirth'),
              required: true,
            }}
            errors={fields.dateOfBirth.errors}
          />
          <SelectField
            label="State"
            selectProps={{
              ...selectProps(fields.state),
              defaultValue: value('state'),
              required: true,
              onChange: (event) => {
                citiesFetcher.submit({ intent: 'cities', state: event.currentTarget.value }, { method: 'post' })
              },
            }}
            options={data.states.map((s) => ({ value: s, label: s }))}
            errors={fields.state.errors}
          />
          {hydrated ? null : (
            <button type="submit" name="intent" value="cities" className="button" formNoValidate>
              {text.showCities}
            </button>
          )}
          <SelectField
            key={cities.join('|')}
            label="City"
            selectProps={{
              ...selectProps(fields.city),
              key: `${fields.city.key}-${cities.length}`,
              defaultValue: cities.includes(value('city')) ? value('city') : '',
              required: true,
            }}
            options={cities.map((c) => ({ value: c, label: c }))}
            errors={fields.city.errors}
          />
          <Field
            label="Pincode"
            inputProps={{ ...inputProps(fields.pinCode, 'text'), defaultValue: value('pinCode'), inputMode: 'numeric' }}
            errors={fields.pinCode.errors}
          />
          <div className="field">
            <label htmlFor={fields.address.id}>Address</label>
            <textarea
              key={fields.address.key}
              id={fields.address.id}
              name="address"
              rows={2}
              maxLength={200}
              defaultValue={value('address')}
            />
          </div>
        </fieldset>
        <fieldset>
          <legend>Contact</legend>
          <Field
            label="Email"
            inputProps={{
              id: fields.email.id,
              name: 'email',
              type: 'email',
              defaultValue: profile.email,
              readOnly: true,
            }}
            errors={fields.email.errors}
          />
          <div className="field">
            <label htmlFor={fields.phoneNumber.id}>Mobile number</label>
            <div className="profile__phone">
              <span aria-hidden="true">{COUNTRY_CODE}</span>
              <input
                key={fields.phoneNumber.key}
                id={fields.phoneNumber.id}
                name="phoneNumber"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={MOBILE_DIGITS}
                pattern="[0-9]*"
                required
                defaultValue={value('phoneNumber')}
                aria-invalid={fields.phoneNumber.errors ? true : undefined}
                aria-describedby={`${fields.phoneNumber.id}-status${fields.phoneNumber.errors ? ` ${fields.phoneNumber.id}-error` : ''}`}
                onChange={(event) => {
                  const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, MOBILE_DIGITS)
                  event.currentTarget.value = digits
                  setTypedPhone(digits)
                }}
              />
              <span id={`${fields.phoneNumber.id}-status`} aria-live="polite">
                {verified ? (
                  <span className="status-badge status-badge--completed">{text.verified}</span>
                ) : (
                  <span className="visually-hidden">{text.notVerified}</span>
                )}
              </span>
              {verified ? null : (
                <button type="submit" name="intent" value="verify" className="button" formNoValidate>
                  {text.verify}
                </button>
              )}
            </div>
            {fields.phoneNumber.errors ? (
              <p id={`${fields.phoneNumber.id}-error`} className="field__error">
                {fields.phoneNumber.errors.join('. ')}
              </p>
            ) : null}
          </div>
        </fieldset>
        <fieldset>
          <legend>Other Details</legend>
          <Field
            label="Education"
            inputProps={{ ...inputProps(fields.education, 'text'), defaultValue: value('education') }}
            errors={fields.education.errors}
          />
          <Field
            label="Occupation"
            inputProps={{ ...inputProps(fields.occupation, 'text'), defaultValue: value('occupation') }}
            errors={fields.occupation.errors}
          />
        </fieldset>
        <fieldset>
          <legend>Preferences</legend>
          <fieldset className="checkbox-group">
            <legend>Mode of consultation</legend>
            {data.modes.physical ? (
              <label className="checkbox">
                <input type="checkbox" name="physical" defaultChecked={physical} key={`physical-${fields.state.key}`} />{' '}
                Physical Consultation
              </label>
            ) : null}
            {data.modes.online ? (
              <label className="checkbox">
                <input type="checkbox" name="online" defaultChecked={online} key={`online-${fields.state.key}`} />{' '}
                Online Consultation
              </label>
            ) : null}
          </fieldset>
          <fieldset className="checkbox-group">
            <legend>Select Language</legend>
            {data.languages.map((name) => (
              <label key={`${name}-${fields.state.key}`} className="checkbox">
                <input type="checkbox" name="languages" value={name} defaultChecked={chosenLanguages.includes(name)} />{' '}
                {name}
              </label>
            ))}
          </fieldset>
        </fieldset>
        <fieldset>
          <legend>Past Medical History</legend>
          <TextArea label="Previous Medical History" field={fields.medicalHistory} value={value('medicalHistory')} />
        </fieldset>
        <fieldset>
          <legend>Current Medical Information</legend>
          <TextArea
            label="Current Medications/Treatments"
            field={fields.medicalInformation}
            value={value('medicalInformation')}
          />
          <TextArea label="Reason for taking up this therapy?" field={fields.therapy} value={value('therapy')} />
        </fieldset>
        <div className="form-actions">
          <button type="submit" name="intent" value="save" className="button button--primary" disabled={saving}>
            {saving ? 'Saving...' : text.update}
          </button>
          <Link to={`/${base}`} className="button">
            {text.cancel}
          </Link>
        </div>
      </Form>
      <h3>Documents</h3>
      {DOCUMENT_TYPES.map((type) => (
        <DocumentList key={type} type={type} documents={data.documents[type]} base={base} editing />
      ))}
    </section>
  )
}

function TextArea({
  label,
  field,
  value,
}: {
  label: string
  field: { id: string; name: string; key: string; errors: string[] | undefined }
  value: string
}) {
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <textarea
        key={field.key}
        id={field.id}
        name={field.name}
        rows={2}
        maxLength={FREE_TEXT_MAX}
        defaultValue={value}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={field.errors ? `${field.id}-error` : undefined}
        onChange={(event) => {
          const trimmed = event.currentTarget.value.replace(/^\s+/, '')
          if (trimmed !== event.currentTarget.value) event.currentTarget.value = trimmed
        }}
      />
      {field.errors ? (
        <p id={`${field.id}-error`} className="field__error">
          {field.errors.join('. ')}
        </p>
      ) : null}
    </div>
  )
}

function DocumentList({
  type,
  documents,
  base,
  editing,
}: {
  type: DocumentType
  documents: PatientDocument[] | null
  base: string
  editing: boolean
}) {
  const title = text.documents[type]
  const headingId = `documents-${type}`
  return (
    <section aria-labelledby={headingId} className="profile__documents">
      <h4 id={headingId}>{title}</h4>
      {documents === null ? (
        <p className="notice">{errorPageMessages.unexpected}</p>
      ) : documents.length === 0 ? (
        <p>{text.noDocuments}</p>
      ) : (
        <ul>
          {documents.map((d) => (
            <li key={d.id}>
              <span>{d.name}</span>{' '}
              <a href={`/${base}/document/${d.id}`} target="_blank" rel="noreferrer">
                {text.view}
                <span className="visually-hidden"> {d.name}</span>
              </a>
              {editing ? (
                <>
                  {' '}
                  <Link to={`/${base}/delete/${d.id}?edit`} preventScrollReset>
                    {text.delete}
                    <span className="visually-hidden"> {d.name}</span>
                  </Link>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <DocumentUploadForm
          type={type}
          base={base}
          label={title}
          accept={DOCUMENT_ACCEPT[type]}
          hint={type === 'MEDICALHISTORY' ? text.allowedMedical : text.allowedDocuments}
        />
      ) : null}
    </section>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
