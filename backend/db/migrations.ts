/**
 * Numbered schema migrations, applied in order and recorded in schema_migrations.
 * Never edit a shipped migration: add the next number. Times are ISO 8601 UTC text
 * (they sort as text); booleans are 0/1; binary files are BLOBs beside their MIME type.
 */
export interface Migration {
  version: number
  name: string
  sql: string
}

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: /* sql */ `
      CREATE TABLE meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );

      CREATE TABLE hospitals (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        website TEXT,
        city TEXT,
        logo BLOB,
        logo_mime TEXT
      );

      -- admin-service: the refund policy and consent texts belong to an administrator
      CREATE TABLE administrators (
        id INTEGER PRIMARY KEY,
        hospital_id INTEGER NOT NULL REFERENCES hospitals(id),
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        email TEXT,
        phone_number TEXT NOT NULL,
        refund_policy TEXT,
        patient_consent_message TEXT,
        patient_consent_url TEXT,
        external_consent_message TEXT,
        external_consent_url TEXT
      );

      CREATE TABLE care_services (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL UNIQUE
      );

      CREATE TABLE hospital_care_services (
        hospital_id INTEGER NOT NULL REFERENCES hospitals(id),
        care_service_id INTEGER NOT NULL REFERENCES care_services(id),
        PRIMARY KEY (hospital_id, care_service_id)
      );

      CREATE TABLE specialities (
        id INTEGER PRIMARY KEY,
        hospital_id INTEGER NOT NULL REFERENCES hospitals(id),
        title TEXT NOT NULL,
        UNIQUE (hospital_id, title)
      );

      CREATE TABLE languages (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE
      );

      CREATE TABLE conditions (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE
      );

      CREATE TABLE states (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE
      );

      CREATE TABLE cities (
        id INTEGER PRIMARY KEY,
        state_id INTEGER NOT NULL REFERENCES states(id),
        name TEXT NOT NULL,
        UNIQUE (state_id, name)
      );

      CREATE TABLE doctors (
        id INTEGER PRIMARY KEY,
        hospital_id INTEGER NOT NULL REFERENCES hospitals(id),
        prefix TEXT NOT NULL,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        gender TEXT NOT NULL CHECK (gender IN ('MALE', 'FEMALE', 'OTHERS')),
        experience_years INTEGER NOT NULL CHECK (experience_years >= 0),
        about TEXT,
        email TEXT,
        phone_number TEXT,
        photo BLOB,
        photo_mime TEXT,
        status TEXT NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE')),
        created_at TEXT NOT NULL
      );

      CREATE TABLE doctor_specialities (
        doctor_id INTEGER NOT NULL REFERENCES doctors(id),
        speciality_id INTEGER NOT NULL REFERENCES specialities(id),
        PRIMARY KEY (doctor_id, speciality_id)
      );

      CREATE TABLE doctor_languages (
        doctor_id INTEGER NOT NULL REFERENCES doctors(id),
        language_id INTEGER NOT NULL REFERENCES languages(id),
        PRIMARY KEY (doctor_id, language_id)
      );

      -- the doctor "keywords" of docs/rules/booking.md#data are conditions the doctor treats
      CREATE TABLE doctor_conditions (
        doctor_id INTEGER NOT NULL REFERENCES doctors(id),
        condition_id INTEGER NOT NULL REFERENCES conditions(id),
        PRIMARY KEY (doctor_id, condition_id)
      );

      CREATE TABLE doctor_care_services (
        doctor_id INTEGER NOT NULL REFERENCES doctors(id),
        care_service_id INTEGER NOT NULL REFERENCES care_services(id),
        PRIMARY KEY (doctor_id, care_service_id)
      );

      -- either a fixed fee or a from-to range per consultation mode, in rupees
      CREATE TABLE doctor_fees (
        doctor_id INTEGER NOT NULL REFERENCES doctors(id),
        consultation_mode TEXT NOT NULL CHECK (consultation_mode IN ('PHYSICAL', 'ONLINE')),
        fixed_fee INTEGER,
        from_fee INTEGER,
        to_fee INTEGER,
        PRIMARY KEY (doctor_id, consultation_mode),
        CHECK ((fixed_fee IS NOT NULL) <> (from_fee IS NOT NULL AND to_fee IS NOT NULL))
      );

      -- weekly working hours in hospital wall-clock time; free slots are these minus bookings
      CREATE TABLE doctor_schedules (
        id INTEGER PRIMARY KEY,
        doctor_id INTEGER NOT NULL REFERENCES doctors(id),
        weekday INTEGER NOT NULL CHECK (weekday BETWEEN 0 AND 6),
        start_time TEXT NOT NULL,
        end_time TEXT NOT NULL,
        consultation_mode TEXT NOT NULL CHECK (consultation_mode IN ('PHYSICAL', 'ONLINE')),
        slot_minutes INTEGER NOT NULL CHECK (slot_minutes IN (15, 30, 45, 60)),
        CHECK (start_time < end_time)
      );
      CREATE INDEX doctor_schedules_doctor ON doctor_schedules (doctor_id, weekday);

      CREATE TABLE patients (
        id INTEGER PRIMARY KEY,
        hospital_id INTEGER NOT NULL REFERENCES hospitals(id),
        username TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        first_name TEXT NOT NULL,
        middle_name TEXT,
        last_name TEXT NOT NULL,
        date_of_birth TEXT NOT NULL,
        gender TEXT NOT NULL CHECK (gender IN ('MALE', 'FEMALE', 'OTHERS')),
        email TEXT NOT NULL UNIQUE,
        phone_number TEXT,
        verification_status TEXT,
        occupation TEXT,
        education TEXT,
        medical_history TEXT,
        medical_information TEXT,
        therapy TEXT,
        medical_record_number TEXT,
        house_number TEXT,
        building_name TEXT,
        street_name TEXT,
        city TEXT,
        state TEXT,
        pin_code TEXT,
        photo BLOB,
        photo_mime TEXT,
        status TEXT NOT NULL DEFAULT 'ACTIVE'
          CHECK (status IN ('ACTIVE', 'INACTIVE', 'PENDING_DEACTIVATION')),
        login_status TEXT NOT NULL DEFAULT 'FIRST_TIME_LOGIN'
          CHECK (login_status IN ('FIRST_TIME_LOGIN', 'NEXT_LOGIN')),
        temporary_password TEXT NOT NULL DEFAULT 'NO' CHECK (temporary_password IN ('YES', 'NO')),
        consent_status TEXT NOT NULL DEFAULT 'NOTGIVEN' CHECK (consent_status IN ('GIVEN', 'NOTGIVEN')),
        consent_name TEXT,
        consent_relation TEXT,
        created_at TEXT NOT NULL
      );

      CREATE TABLE patient_languages (
        patient_id INTEGER NOT NULL REFERENCES patients(id),
        language_id INTEGER NOT NULL REFERENCES languages(id),
        PRIMARY KEY (patient_id, language_id)
      );

      CREATE TABLE patient_care_services (
        patient_id INTEGER NOT NULL REFERENCES patients(id),
        care_service_id INTEGER NOT NULL REFERENCES care_services(id),
        PRIMARY KEY (patient_id, care_service_id)
      );

      -- consecutive failed sign-ins; a lock is set on the fifth
      CREATE TABLE login_attempts (
        patient_id INTEGER PRIMARY KEY REFERENCES patients(id),
        failed_count INTEGER NOT NULL DEFAULT 0,
        locked_until TEXT,
        last_failed_at TEXT
      );

      -- one-time codes (password recovery, phone verification, guest call); only a hash is kept
      CREATE TABLE otp_codes (
        id INTEGER PRIMARY KEY,
        purpose TEXT NOT NULL CHECK (purpose IN ('PASSWORD_RESET', 'PHONE_VERIFICATION', 'GUEST_CALL')),
        patient_id INTEGER REFERENCES patients(id),
        consultation_id INTEGER REFERENCES consultations(id),
        target TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        expires_at TEXT NOT NULL,
        used_at TEXT,
        created_at TEXT NOT NULL
      );

      CREATE TABLE appointments (
        id INTEGER PRIMARY KEY,
        doctor_id INTEGER NOT NULL REFERENCES doctors(id),
        patient_id INTEGER NOT NULL REFERENCES patients(id),
        start_time TEXT NOT NULL,
        end_time TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'SCHEDULED'
          CHECK (status IN ('SCHEDULED', 'RUNNING', 'CLOSED', 'CANCELED')),
        type TEXT NOT NULL CHECK (type IN ('ONLINE_CONSULTATION', 'PHYSICAL_VISIT')),
        reason_for_consultation TEXT,
        cancellation_reason TEXT,
        doctor_join_status TEXT NOT NULL DEFAULT 'NOT_JOINED' CHECK (doctor_join_status IN ('JOINED', 'NOT_JOINED')),
        patient_channel_join_status TEXT NOT NULL DEFAULT 'NOT_JOINED'
          CHECK (patient_channel_join_status IN ('JOINED', 'NOT_JOINED')),
        doctor_channel_join_status TEXT NOT NULL DEFAULT 'NOT_JOINED'
          CHECK (doctor_channel_join_status IN ('JOINED', 'NOT_JOINED')),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        CHECK (start_time < end_time)
      );
      -- no double booking: one live appointment per doctor and start time
      CREATE UNIQUE INDEX appointments_doctor_start_live
        ON appointments (doctor_id, start_time) WHERE status <> 'CANCELED';
      CREATE INDEX appointments_patient_start ON appointments (patient_id, start_time);

      -- medical info sent at booking confirmation, kept as the JSON the portal posted
      CREATE TABLE appointment_medical_data (
        appointment_id INTEGER PRIMARY KEY REFERENCES appointments(id),
        data TEXT NOT NULL,
        created_at TEXT NOT NULL
      );

      CREATE TABLE consultations (
        id INTEGER PRIMARY KEY,
        appointment_id INTEGER NOT NULL UNIQUE REFERENCES appointments(id),
        status TEXT NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'CLOSED')),
        meeting_id TEXT,
        external_name TEXT,
        external_contact TEXT,
        external_join_status TEXT NOT NULL DEFAULT 'NOT_JOINED'
          CHECK (external_join_status IN ('JOINED', 'NOT_JOINED')),
        created_at TEXT NOT NULL,
        closed_at TEXT
      );

      CREATE TABLE chat_messages (
        id INTEGER PRIMARY KEY,
        appointment_id INTEGER NOT NULL REFERENCES appointments(id),
        role TEXT NOT NULL CHECK (role IN ('PATIENT', 'DOCTOR')),
        content TEXT NOT NULL,
        seen INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );
      CREATE INDEX chat_messages_appointment ON chat_messages (appointment_id, created_at);

      CREATE TABLE chat_files (
        id INTEGER PRIMARY KEY,
        appointment_id INTEGER NOT NULL REFERENCES appointments(id),
        role TEXT NOT NULL CHECK (role IN ('PATIENT', 'DOCTOR')),
        name TEXT NOT NULL,
        mime TEXT NOT NULL,
        data BLOB NOT NULL,
        seen INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );

      -- medicines: JSON list of {name, dosage, timing: BEFORE_MEAL|AFTER_MEAL, days}; the PDF is generated
      CREATE TABLE prescriptions (
        id INTEGER PRIMARY KEY,
        consultation_id INTEGER NOT NULL UNIQUE REFERENCES consultations(id),
        diagnosis TEXT NOT NULL,
        advice TEXT,
        medicines TEXT NOT NULL,
        created_at TEXT NOT NULL
      );

      -- patient documents (GOVT, ADDRESS, MEDICALHISTORY) and booking attachments (CONSULTATION)
      CREATE TABLE documents (
        id INTEGER PRIMARY KEY,
        patient_id INTEGER NOT NULL REFERENCES patients(id),
        appointment_id INTEGER REFERENCES appointments(id),
        file_type TEXT NOT NULL CHECK (file_type IN ('GOVT', 'ADDRESS', 'MEDICALHISTORY', 'CONSULTATION')),
        name TEXT NOT NULL,
        mime TEXT NOT NULL,
        data BLOB NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX documents_patient ON documents (patient_id, file_type);

      -- for a patient or a doctor (exactly one)
      CREATE TABLE notifications (
        id INTEGER PRIMARY KEY,
        patient_id INTEGER REFERENCES patients(id),
        doctor_id INTEGER REFERENCES doctors(id),
        appointment_id INTEGER REFERENCES appointments(id),
        title TEXT NOT NULL,
        message TEXT NOT NULL,
        created_at TEXT NOT NULL,
        CHECK ((patient_id IS NULL) <> (doctor_id IS NULL))
      );
      CREATE INDEX notifications_patient ON notifications (patient_id, created_at);

      -- the red dot on the bell: one row per patient or doctor
      CREATE TABLE notification_flags (
        id INTEGER PRIMARY KEY,
        patient_id INTEGER UNIQUE REFERENCES patients(id),
        doctor_id INTEGER UNIQUE REFERENCES doctors(id),
        status INTEGER NOT NULL,
        updated_at TEXT NOT NULL,
        CHECK ((patient_id IS NULL) <> (doctor_id IS NULL))
      );

      -- e-mails and SMS the stand-in "sent" (read through GET /dev/outbox)
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        channel TEXT NOT NULL CHECK (channel IN ('EMAIL', 'SMS')),
        recipient TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        code TEXT,
        created_at TEXT NOT NULL
      );

      -- what the logger service received
      CREATE TABLE logs (
        id INTEGER PRIMARY KEY,
        logging_type TEXT NOT NULL,
        portal TEXT NOT NULL,
        log_message TEXT NOT NULL,
        patient_id INTEGER,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'identity: login-page images, verified one-time codes',
    sql: /* sql */ `
      -- config-service: images of the sign-in page (none by default: the plain sign-in form)
      CREATE TABLE login_page_images (
        id INTEGER PRIMARY KEY,
        type TEXT NOT NULL CHECK (type IN ('SPONSOR', 'LOGO', 'BACKGROUND')),
        description TEXT NOT NULL,
        photo BLOB NOT NULL,
        photo_mime TEXT NOT NULL,
        sort_order INTEGER NOT NULL DEFAULT 0
      );

      -- a password-recovery code is verified first, then spent by the password change
      ALTER TABLE otp_codes ADD COLUMN verified_at TEXT;
    `,
  },
  {
    version: 6,
    name: 'video consultations: the guest caretaker (contact, verification, consent)',
    sql: /* sql */ `
      -- external_contact keeps the e-mail address or phone number; the code is an otp_codes row (GUEST_CALL)
      ALTER TABLE consultations ADD COLUMN external_verified_at TEXT;
      ALTER TABLE consultations ADD COLUMN external_consent TEXT; -- JSON: name, relation, age, consentStatus
    `,
  },
  {
    version: 9,
    name: 'reminders: preferences, what was sent, the links in the texts',
    sql: /* sql */ `
      -- the short name a text carries (an SMS has no room for a long one); NULL: the hospital's name
      ALTER TABLE hospitals ADD COLUMN sms_brand TEXT;
      -- when the visit's current time was set (booked or moved): no reminder is due before it
      ALTER TABLE appointments ADD COLUMN time_set_at TEXT;
      -- the patient said "I will come" from a reminder's link
      ALTER TABLE appointments ADD COLUMN confirmed_at TEXT;

      CREATE TABLE reminder_preferences (
        patient_id INTEGER PRIMARY KEY REFERENCES patients(id),
        sms INTEGER NOT NULL DEFAULT 1 CHECK (sms IN (0, 1)),
        email INTEGER NOT NULL DEFAULT 1 CHECK (email IN (0, 1)),
        language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi', 'kn')),
        updated_at TEXT NOT NULL
      );

      -- each (appointment, offset, channel) once: the key makes a second sweep a no-op
      CREATE TABLE reminders_sent (
        appointment_id INTEGER NOT NULL REFERENCES appointments(id),
        offset_minutes INTEGER NOT NULL,
        channel TEXT NOT NULL CHECK (channel IN ('SMS', 'EMAIL')),
        sent_at TEXT NOT NULL,
        PRIMARY KEY (appointment_id, offset_minutes, channel)
      );

      -- a text's link: only the SHA-256 of its token, bound to one appointment at the time it announced
      CREATE TABLE reminder_links (
        token_hash TEXT PRIMARY KEY,
        appointment_id INTEGER NOT NULL REFERENCES appointments(id),
        start_time TEXT NOT NULL,
        wrong_years INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );
      CREATE INDEX reminder_links_appointment ON reminder_links (appointment_id);
    `,
  },
  {
    version: 11,
    name: 'helpers: grants, their invitations, the helper named in a video call',
    sql: /* sql */ `
      -- a patient lets a helper (another account) act for them, within scopes, until a last day
      CREATE TABLE helper_grants (
        id INTEGER PRIMARY KEY,
        patient_id INTEGER NOT NULL REFERENCES patients(id),
        helper_id INTEGER REFERENCES patients(id), -- set when the invitation is accepted
        helper_name TEXT NOT NULL,
        contact_channel TEXT NOT NULL CHECK (contact_channel IN ('SMS', 'EMAIL')),
        contact TEXT NOT NULL,
        relationship TEXT NOT NULL CHECK (relationship IN ('son', 'daughter', 'spouse', 'parent', 'other')),
        scopes TEXT NOT NULL, -- space-separated: see book chat call documents
        state TEXT NOT NULL CHECK (state IN ('invited', 'active', 'ended')),
        ended_reason TEXT CHECK (ended_reason IN ('by-patient', 'expired', 'declined', 'wrong-year',
          'invitation-expired', 'patient-inactive', 'turned-18')),
        last_day TEXT NOT NULL, -- the hospital day (YYYY-MM-DD) the grant last works
        term_days INTEGER NOT NULL, -- days from the grant's start to its last day, for renewing
        minor INTEGER NOT NULL DEFAULT 0, -- made by the hospital for a child; ends on the 18th birthday
        created_at TEXT NOT NULL,
        started_at TEXT,
        ended_at TEXT,
        last_used_at TEXT,
        notice_for TEXT -- the last_day whose ending was announced, so the notice goes once
      );
      CREATE INDEX helper_grants_patient ON helper_grants (patient_id, id);
      CREATE INDEX helper_grants_helper ON helper_grants (helper_id, state);
      CREATE INDEX helper_grants_open ON helper_grants (state);

      -- one link per grant; only the token's SHA-256 is kept
      CREATE TABLE helper_invitations (
        id INTEGER PRIMARY KEY,
        grant_id INTEGER NOT NULL UNIQUE REFERENCES helper_grants(id),
        token_hash TEXT NOT NULL UNIQUE,
        expires_at TEXT NOT NULL,
        wrong_years INTEGER NOT NULL DEFAULT 0,
        used_at TEXT,
        created_at TEXT NOT NULL
      );

      -- how the doctor sees a helper who joined the call: "Kiran Rao (helper)"
      ALTER TABLE consultations ADD COLUMN helper_attendee TEXT;
    `,
  },
  {
    version: 12,
    name: "reminders: a helper's copies, and the record of what was sent per recipient",
    sql: /* sql */ `
      -- the helper's choice (never the patient's): copies of the visit texts on the helper's own mobile
      ALTER TABLE helper_grants ADD COLUMN reminder_copies INTEGER NOT NULL DEFAULT 0 CHECK (reminder_copies IN (0, 1));

      -- each (appointment, offset, channel, recipient) once: 'patient' or 'helper:<account id>'
      CREATE TABLE reminders_sent_by_recipient (
        appointment_id INTEGER NOT NULL REFERENCES appointments(id),
        offset_minutes INTEGER NOT NULL,
        channel TEXT NOT NULL CHECK (channel IN ('SMS', 'EMAIL')),
        recipient TEXT NOT NULL,
        sent_at TEXT NOT NULL,
        PRIMARY KEY (appointment_id, offset_minutes, channel, recipient)
      );
      INSERT INTO reminders_sent_by_recipient (appointment_id, offset_minutes, channel, recipient, sent_at)
        SELECT appointment_id, offset_minutes, channel, 'patient', sent_at FROM reminders_sent;
      DROP TABLE reminders_sent;
      ALTER TABLE reminders_sent_by_recipient RENAME TO reminders_sent;
    `,
  },
]
