import type { Locale } from "@launchpad/domain";

/**
 * The e-mail texts, per locale. `body` paragraphs come before the link; the last
 * paragraph is the footer after it. Placeholders: {organisation}, {name}, {role};
 * meetingScheduled adds {booker}, {with}, {when} and {location}; meetingRescheduled and
 * meetingCancelled the same, {booker} being who moved or cancelled it.
 */
type Template = { subject: string; body: string[]; action: string };
type Templates = {
  passwordReset: Template;
  emailValidation: Template;
  invitation: Template;
  meetingScheduled: Template;
  meetingRescheduled: Template;
  meetingCancelled: Template;
};

export const MESSAGES: Record<Locale, Templates> = {
  en: {
    passwordReset: {
      subject: "Reset your {organisation} password",
      body: [
        "Hello {name},",
        "Someone asked to reset the password of your {organisation} account. Open this link within one hour to choose a new one:",
        "If it was not you, ignore this e-mail: your password stays as it is.",
      ],
      action: "Choose a new password",
    },
    emailValidation: {
      subject: "Confirm your e-mail address for {organisation}",
      body: ["Hello {name},", "Please confirm your e-mail address by opening this link:", "Thank you!"],
      action: "Confirm my e-mail address",
    },
    invitation: {
      subject: "You are invited to join {organisation}",
      body: [
        "Hello,",
        "You are invited to join {organisation} on Launchpad as {role}. Open this link within 7 days to set up your account:",
        "If you did not expect this invitation, you can ignore this e-mail.",
      ],
      action: "Accept the invitation",
    },
    meetingScheduled: {
      subject: "Meeting booked: {when}",
      body: [
        "Hello {name},",
        "{booker} booked a meeting with {with}.",
        "When: {when}",
        "Where: {location}",
        "The meeting is in your {organisation} calendar:",
        "The invitation is attached to this e-mail (invite.ics): open it to add the meeting to your own calendar.",
      ],
      action: "Open your calendar",
    },
    meetingRescheduled: {
      subject: "Meeting moved: {when}",
      body: [
        "Hello {name},",
        "{booker} moved your meeting with {with}.",
        "New time: {when}",
        "Where: {location}",
        "The meeting is in your {organisation} calendar:",
        "The updated invitation is attached (invite.ics): open it to update the meeting in your own calendar.",
      ],
      action: "Open your calendar",
    },
    meetingCancelled: {
      subject: "Meeting cancelled: {when}",
      body: [
        "Hello {name},",
        "{booker} cancelled the meeting with {with}.",
        "It was planned for: {when}",
        "Your {organisation} calendar:",
        "The cancellation is attached (cancel.ics): open it to remove the meeting from your own calendar.",
      ],
      action: "Open your calendar",
    },
  },
  fr: {
    passwordReset: {
      subject: "Réinitialisez votre mot de passe {organisation}",
      body: [
        "Bonjour {name},",
        "Une demande de réinitialisation du mot de passe de votre compte {organisation} a été faite. Ouvrez ce lien dans l'heure pour en choisir un nouveau :",
        "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
      ],
      action: "Choisir un nouveau mot de passe",
    },
    emailValidation: {
      subject: "Confirmez votre adresse e-mail pour {organisation}",
      body: ["Bonjour {name},", "Merci de confirmer votre adresse e-mail en ouvrant ce lien :", "Merci !"],
      action: "Confirmer mon adresse e-mail",
    },
    invitation: {
      subject: "Vous êtes invité(e) à rejoindre {organisation}",
      body: [
        "Bonjour,",
        "Vous êtes invité(e) à rejoindre {organisation} sur Launchpad en tant que {role}. Ouvrez ce lien dans les 7 jours pour créer votre compte :",
        "Si vous n'attendiez pas cette invitation, ignorez cet e-mail.",
      ],
      action: "Accepter l'invitation",
    },
    meetingScheduled: {
      subject: "Rendez-vous réservé : {when}",
      body: [
        "Bonjour {name},",
        "{booker} a réservé un rendez-vous avec {with}.",
        "Quand : {when}",
        "Où : {location}",
        "Le rendez-vous figure dans votre calendrier {organisation} :",
        "L'invitation est jointe à cet e-mail (invite.ics) : ouvrez-la pour ajouter le rendez-vous à votre agenda.",
      ],
      action: "Ouvrir votre calendrier",
    },
    meetingRescheduled: {
      subject: "Réunion déplacée : {when}",
      body: [
        "Bonjour {name},",
        "{booker} a déplacé votre réunion avec {with}.",
        "Nouvel horaire : {when}",
        "Lieu : {location}",
        "La réunion figure dans votre calendrier {organisation} :",
        "L'invitation mise à jour est jointe (invite.ics) : ouvrez-la pour mettre à jour la réunion dans votre propre calendrier.",
      ],
      action: "Ouvrir votre calendrier",
    },
    meetingCancelled: {
      subject: "Réunion annulée : {when}",
      body: [
        "Bonjour {name},",
        "{booker} a annulé la réunion avec {with}.",
        "Elle était prévue le : {when}",
        "Votre calendrier {organisation} :",
        "L'annulation est jointe (cancel.ics) : ouvrez-la pour retirer la réunion de votre propre calendrier.",
      ],
      action: "Ouvrir votre calendrier",
    },
  },
  es: {
    passwordReset: {
      subject: "Restablece tu contraseña de {organisation}",
      body: [
        "Hola {name}:",
        "Alguien ha pedido restablecer la contraseña de tu cuenta de {organisation}. Abre este enlace en la próxima hora para elegir una nueva:",
        "Si no fuiste tú, ignora este correo: tu contraseña no cambia.",
      ],
      action: "Elegir una nueva contraseña",
    },
    emailValidation: {
      subject: "Confirma tu dirección de correo para {organisation}",
      body: ["Hola {name}:", "Confirma tu dirección de correo abriendo este enlace:", "¡Gracias!"],
      action: "Confirmar mi correo",
    },
    invitation: {
      subject: "Te invitan a unirte a {organisation}",
      body: [
        "Hola:",
        "Te invitan a unirte a {organisation} en Launchpad como {role}. Abre este enlace en los próximos 7 días para crear tu cuenta:",
        "Si no esperabas esta invitación, ignora este correo.",
      ],
      action: "Aceptar la invitación",
    },
    meetingScheduled: {
      subject: "Reunión reservada: {when}",
      body: [
        "Hola {name}:",
        "{booker} ha reservado una reunión con {with}.",
        "Cuándo: {when}",
        "Dónde: {location}",
        "La reunión ya está en tu calendario de {organisation}:",
        "La invitación va adjunta a este correo (invite.ics): ábrela para añadir la reunión a tu calendario.",
      ],
      action: "Abrir tu calendario",
    },
    meetingRescheduled: {
      subject: "Reunión cambiada: {when}",
      body: [
        "Hola {name}:",
        "{booker} cambió tu reunión con {with}.",
        "Nueva hora: {when}",
        "Lugar: {location}",
        "La reunión está en tu calendario de {organisation}:",
        "La invitación actualizada va adjunta (invite.ics): ábrela para actualizar la reunión en tu propio calendario.",
      ],
      action: "Abrir tu calendario",
    },
    meetingCancelled: {
      subject: "Reunión cancelada: {when}",
      body: [
        "Hola {name}:",
        "{booker} canceló la reunión con {with}.",
        "Estaba prevista para: {when}",
        "Tu calendario de {organisation}:",
        "La cancelación va adjunta (cancel.ics): ábrela para quitar la reunión de tu propio calendario.",
      ],
      action: "Abrir tu calendario",
    },
  },
  de: {
    passwordReset: {
      subject: "Setzen Sie Ihr Passwort für {organisation} zurück",
      body: [
        "Hallo {name},",
        "Für Ihr Konto bei {organisation} wurde das Zurücksetzen des Passworts angefordert. Öffnen Sie diesen Link innerhalb einer Stunde, um ein neues zu wählen:",
        "Falls Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.",
      ],
      action: "Neues Passwort wählen",
    },
    emailValidation: {
      subject: "Bestätigen Sie Ihre E-Mail-Adresse für {organisation}",
      body: ["Hallo {name},", "Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link:", "Vielen Dank!"],
      action: "E-Mail-Adresse bestätigen",
    },
    invitation: {
      subject: "Einladung zu {organisation}",
      body: [
        "Hallo,",
        "Sie wurden eingeladen, {organisation} auf Launchpad als {role} beizutreten. Öffnen Sie diesen Link innerhalb von 7 Tagen, um Ihr Konto einzurichten:",
        "Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail.",
      ],
      action: "Einladung annehmen",
    },
    meetingScheduled: {
      subject: "Termin gebucht: {when}",
      body: [
        "Hallo {name},",
        "{booker} hat einen Termin mit {with} gebucht.",
        "Wann: {when}",
        "Wo: {location}",
        "Der Termin steht in Ihrem Kalender bei {organisation}:",
        "Die Einladung ist dieser E-Mail angehängt (invite.ics): Öffnen Sie sie, um den Termin in Ihren eigenen Kalender zu übernehmen.",
      ],
      action: "Kalender öffnen",
    },
    meetingRescheduled: {
      subject: "Termin verschoben: {when}",
      body: [
        "Hallo {name},",
        "{booker} hat Ihren Termin mit {with} verschoben.",
        "Neue Zeit: {when}",
        "Ort: {location}",
        "Der Termin steht in Ihrem {organisation}-Kalender:",
        "Die aktualisierte Einladung ist angehängt (invite.ics): Öffnen Sie sie, um den Termin in Ihrem eigenen Kalender zu aktualisieren.",
      ],
      action: "Kalender öffnen",
    },
    meetingCancelled: {
      subject: "Termin abgesagt: {when}",
      body: [
        "Hallo {name},",
        "{booker} hat den Termin mit {with} abgesagt.",
        "Geplant war er für: {when}",
        "Ihr {organisation}-Kalender:",
        "Die Absage ist angehängt (cancel.ics): Öffnen Sie sie, um den Termin aus Ihrem eigenen Kalender zu entfernen.",
      ],
      action: "Kalender öffnen",
    },
  },
  pt: {
    passwordReset: {
      subject: "Redefina a sua palavra-passe de {organisation}",
      body: [
        "Olá {name},",
        "Foi pedida a redefinição da palavra-passe da sua conta de {organisation}. Abra esta ligação na próxima hora para escolher uma nova:",
        "Se não foi você, ignore este e-mail: a sua palavra-passe mantém-se.",
      ],
      action: "Escolher uma nova palavra-passe",
    },
    emailValidation: {
      subject: "Confirme o seu endereço de e-mail para {organisation}",
      body: ["Olá {name},", "Confirme o seu endereço de e-mail abrindo esta ligação:", "Obrigado!"],
      action: "Confirmar o meu e-mail",
    },
    invitation: {
      subject: "Foi convidado(a) a juntar-se a {organisation}",
      body: [
        "Olá,",
        "Foi convidado(a) a juntar-se a {organisation} no Launchpad como {role}. Abra esta ligação nos próximos 7 dias para criar a sua conta:",
        "Se não esperava este convite, ignore este e-mail.",
      ],
      action: "Aceitar o convite",
    },
    meetingScheduled: {
      subject: "Reunião marcada: {when}",
      body: [
        "Olá {name},",
        "{booker} marcou uma reunião com {with}.",
        "Quando: {when}",
        "Onde: {location}",
        "A reunião já está no seu calendário de {organisation}:",
        "O convite segue em anexo neste e-mail (invite.ics): abra-o para adicionar a reunião ao seu calendário.",
      ],
      action: "Abrir o seu calendário",
    },
    meetingRescheduled: {
      subject: "Reunião remarcada: {when}",
      body: [
        "Olá {name},",
        "{booker} remarcou a sua reunião com {with}.",
        "Novo horário: {when}",
        "Local: {location}",
        "A reunião está no seu calendário de {organisation}:",
        "O convite atualizado está em anexo (invite.ics): abra-o para atualizar a reunião no seu próprio calendário.",
      ],
      action: "Abrir o seu calendário",
    },
    meetingCancelled: {
      subject: "Reunião cancelada: {when}",
      body: [
        "Olá {name},",
        "{booker} cancelou a reunião com {with}.",
        "Estava prevista para: {when}",
        "O seu calendário de {organisation}:",
        "O cancelamento está em anexo (cancel.ics): abra-o para retirar a reunião do seu próprio calendário.",
      ],
      action: "Abrir o seu calendário",
    },
  },
  ar: {
    passwordReset: {
      subject: "إعادة تعيين كلمة المرور الخاصة بك في {organisation}",
      body: [
        "مرحبًا {name}،",
        "طلب أحدهم إعادة تعيين كلمة مرور حسابك في {organisation}. افتح هذا الرابط خلال ساعة واحدة لاختيار كلمة مرور جديدة:",
        "إن لم تكن أنت صاحب الطلب فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.",
      ],
      action: "اختيار كلمة مرور جديدة",
    },
    emailValidation: {
      subject: "تأكيد عنوان بريدك الإلكتروني لدى {organisation}",
      body: ["مرحبًا {name}،", "يُرجى تأكيد عنوان بريدك الإلكتروني بفتح هذا الرابط:", "شكرًا لك!"],
      action: "تأكيد بريدي الإلكتروني",
    },
    invitation: {
      subject: "دعوة للانضمام إلى {organisation}",
      body: [
        "مرحبًا،",
        "أنت مدعو للانضمام إلى {organisation} على Launchpad بصفة {role}. افتح هذا الرابط خلال 7 أيام لإنشاء حسابك:",
        "إن لم تكن تتوقع هذه الدعوة فيمكنك تجاهل هذه الرسالة.",
      ],
      action: "قبول الدعوة",
    },
    meetingScheduled: {
      subject: "تم حجز اجتماع: {when}",
      body: [
        "مرحبًا {name}،",
        "حجز {booker} اجتماعًا مع {with}.",
        "الموعد: {when}",
        "المكان: {location}",
        "الاجتماع موجود في تقويمك على {organisation}:",
        "الدعوة مرفقة بهذه الرسالة (invite.ics)، افتحها لإضافة الاجتماع إلى تقويمك.",
      ],
      action: "فتح تقويمك",
    },
    meetingRescheduled: {
      subject: "تم تغيير موعد الاجتماع: {when}",
      body: [
        "مرحبًا {name}،",
        "غيّر {booker} موعد اجتماعك مع {with}.",
        "الموعد الجديد: {when}",
        "المكان: {location}",
        "الاجتماع موجود في تقويمك على {organisation}:",
        "الدعوة المحدّثة مرفقة (invite.ics)، افتحها لتحديث الاجتماع في تقويمك.",
      ],
      action: "فتح تقويمك",
    },
    meetingCancelled: {
      subject: "تم إلغاء الاجتماع: {when}",
      body: [
        "مرحبًا {name}،",
        "ألغى {booker} الاجتماع مع {with}.",
        "كان موعده: {when}",
        "تقويمك على {organisation}:",
        "الإلغاء مرفق (cancel.ics)، افتحه لإزالة الاجتماع من تقويمك.",
      ],
      action: "فتح تقويمك",
    },
  },
  id: {
    passwordReset: {
      subject: "Atur ulang kata sandi {organisation} Anda",
      body: [
        "Halo {name},",
        "Seseorang meminta pengaturan ulang kata sandi akun {organisation} Anda. Buka tautan ini dalam satu jam untuk memilih kata sandi baru:",
        "Jika bukan Anda, abaikan email ini: kata sandi Anda tidak berubah.",
      ],
      action: "Pilih kata sandi baru",
    },
    emailValidation: {
      subject: "Konfirmasi alamat email Anda untuk {organisation}",
      body: [
        "Halo {name},",
        "Silakan konfirmasi alamat email Anda dengan membuka tautan ini:",
        "Terima kasih!",
      ],
      action: "Konfirmasi email saya",
    },
    invitation: {
      subject: "Anda diundang bergabung dengan {organisation}",
      body: [
        "Halo,",
        "Anda diundang bergabung dengan {organisation} di Launchpad sebagai {role}. Buka tautan ini dalam 7 hari untuk menyiapkan akun Anda:",
        "Jika Anda tidak mengharapkan undangan ini, abaikan email ini.",
      ],
      action: "Terima undangan",
    },
    meetingScheduled: {
      subject: "Rapat dipesan: {when}",
      body: [
        "Halo {name},",
        "{booker} memesan rapat dengan {with}.",
        "Waktu: {when}",
        "Tempat: {location}",
        "Rapat ini ada di kalender {organisation} Anda:",
        "Undangan terlampir di email ini (invite.ics): buka untuk menambahkan rapat ke kalender Anda.",
      ],
      action: "Buka kalender Anda",
    },
    meetingRescheduled: {
      subject: "Rapat dipindahkan: {when}",
      body: [
        "Halo {name},",
        "{booker} memindahkan rapat Anda dengan {with}.",
        "Waktu baru: {when}",
        "Tempat: {location}",
        "Rapat ada di kalender {organisation} Anda:",
        "Undangan yang diperbarui terlampir (invite.ics): buka untuk memperbarui rapat di kalender Anda sendiri.",
      ],
      action: "Buka kalender Anda",
    },
    meetingCancelled: {
      subject: "Rapat dibatalkan: {when}",
      body: [
        "Halo {name},",
        "{booker} membatalkan rapat dengan {with}.",
        "Rapat dijadwalkan pada: {when}",
        "Kalender {organisation} Anda:",
        "Pembatalan terlampir (cancel.ics): buka untuk menghapus rapat dari kalender Anda sendiri.",
      ],
      action: "Buka kalender Anda",
    },
  },
  ja_JP: {
    passwordReset: {
      subject: "{organisation} のパスワードの再設定",
      body: [
        "{name} 様",
        "{organisation} のアカウントのパスワード再設定が依頼されました。1 時間以内に次のリンクを開いて新しいパスワードを設定してください。",
        "心当たりがない場合は、このメールを無視してください。パスワードは変更されません。",
      ],
      action: "新しいパスワードを設定する",
    },
    emailValidation: {
      subject: "{organisation} のメールアドレスの確認",
      body: ["{name} 様", "次のリンクを開いてメールアドレスを確認してください。", "ありがとうございます。"],
      action: "メールアドレスを確認する",
    },
    invitation: {
      subject: "{organisation} への招待",
      body: [
        "こんにちは。",
        "Launchpad の {organisation} に {role} として招待されました。7 日以内に次のリンクを開いてアカウントを設定してください。",
        "この招待に心当たりがない場合は、このメールを無視してください。",
      ],
      action: "招待を受ける",
    },
    meetingScheduled: {
      subject: "ミーティングが予約されました: {when}",
      body: [
        "{name} 様",
        "{booker} さんが {with} とのミーティングを予約しました。",
        "日時: {when}",
        "場所: {location}",
        "ミーティングは {organisation} のカレンダーに登録されています。",
        "招待状 (invite.ics) をこのメールに添付しました。開くとお使いのカレンダーにミーティングを追加できます。",
      ],
      action: "カレンダーを開く",
    },
    meetingRescheduled: {
      subject: "ミーティングの日時変更: {when}",
      body: [
        "{name} 様",
        "{booker} さんが {with} とのミーティングの日時を変更しました。",
        "新しい日時: {when}",
        "場所: {location}",
        "ミーティングは {organisation} のカレンダーにあります:",
        "更新された招待状を添付しています (invite.ics)。開いてご自身のカレンダーのミーティングを更新してください。",
      ],
      action: "カレンダーを開く",
    },
    meetingCancelled: {
      subject: "ミーティングのキャンセル: {when}",
      body: [
        "{name} 様",
        "{booker} さんが {with} とのミーティングをキャンセルしました。",
        "予定されていた日時: {when}",
        "{organisation} のカレンダー:",
        "キャンセル通知を添付しています (cancel.ics)。開いてご自身のカレンダーからミーティングを削除してください。",
      ],
      action: "カレンダーを開く",
    },
  },
  ko: {
    passwordReset: {
      subject: "{organisation} 비밀번호 재설정",
      body: [
        "{name}님, 안녕하세요.",
        "{organisation} 계정의 비밀번호 재설정이 요청되었습니다. 1시간 이내에 이 링크를 열어 새 비밀번호를 설정하세요.",
        "본인이 요청하지 않았다면 이 이메일을 무시하세요. 비밀번호는 바뀌지 않습니다.",
      ],
      action: "새 비밀번호 설정",
    },
    emailValidation: {
      subject: "{organisation} 이메일 주소 확인",
      body: ["{name}님, 안녕하세요.", "이 링크를 열어 이메일 주소를 확인해 주세요.", "감사합니다!"],
      action: "이메일 주소 확인",
    },
    invitation: {
      subject: "{organisation}에 초대되었습니다",
      body: [
        "안녕하세요.",
        "Launchpad의 {organisation}에 {role}(으)로 초대되었습니다. 7일 이내에 이 링크를 열어 계정을 설정하세요.",
        "이 초대를 예상하지 못했다면 이 이메일을 무시하셔도 됩니다.",
      ],
      action: "초대 수락",
    },
    meetingScheduled: {
      subject: "미팅 예약 완료: {when}",
      body: [
        "{name}님, 안녕하세요.",
        "{booker}님이 {with}님과의 미팅을 예약했습니다.",
        "일시: {when}",
        "장소: {location}",
        "미팅이 {organisation} 캘린더에 추가되었습니다.",
        "초대장(invite.ics)이 이 이메일에 첨부되어 있습니다. 열어서 사용하는 캘린더에 미팅을 추가하세요.",
      ],
      action: "캘린더 열기",
    },
    meetingRescheduled: {
      subject: "회의 일정 변경: {when}",
      body: [
        "{name}님, 안녕하세요.",
        "{booker}님이 {with}님과의 회의 일정을 변경했습니다.",
        "새 일정: {when}",
        "장소: {location}",
        "회의는 {organisation} 캘린더에 있습니다:",
        "업데이트된 초대장이 첨부되어 있습니다(invite.ics). 열어서 내 캘린더의 회의를 업데이트하세요.",
      ],
      action: "캘린더 열기",
    },
    meetingCancelled: {
      subject: "회의 취소: {when}",
      body: [
        "{name}님, 안녕하세요.",
        "{booker}님이 {with}님과의 회의를 취소했습니다.",
        "예정 일정: {when}",
        "{organisation} 캘린더:",
        "취소 알림이 첨부되어 있습니다(cancel.ics). 열어서 내 캘린더에서 회의를 삭제하세요.",
      ],
      action: "캘린더 열기",
    },
  },
  uk: {
    passwordReset: {
      subject: "Скидання пароля {organisation}",
      body: [
        "Вітаємо, {name}!",
        "Надійшов запит на скидання пароля вашого облікового запису {organisation}. Відкрийте це посилання протягом години, щоб обрати новий пароль:",
        "Якщо це були не ви, проігноруйте цей лист: ваш пароль не зміниться.",
      ],
      action: "Обрати новий пароль",
    },
    emailValidation: {
      subject: "Підтвердьте адресу електронної пошти для {organisation}",
      body: [
        "Вітаємо, {name}!",
        "Підтвердьте свою адресу електронної пошти, відкривши це посилання:",
        "Дякуємо!",
      ],
      action: "Підтвердити адресу",
    },
    invitation: {
      subject: "Запрошення приєднатися до {organisation}",
      body: [
        "Вітаємо!",
        "Вас запрошено приєднатися до {organisation} у Launchpad як {role}. Відкрийте це посилання протягом 7 днів, щоб налаштувати обліковий запис:",
        "Якщо ви не очікували цього запрошення, проігноруйте цей лист.",
      ],
      action: "Прийняти запрошення",
    },
    meetingScheduled: {
      subject: "Зустріч заброньовано: {when}",
      body: [
        "Вітаємо, {name}!",
        "{booker} забронював(-ла) зустріч із {with}.",
        "Коли: {when}",
        "Де: {location}",
        "Зустріч уже є у вашому календарі {organisation}:",
        "Запрошення додано до цього листа (invite.ics): відкрийте його, щоб додати зустріч до свого календаря.",
      ],
      action: "Відкрити календар",
    },
    meetingRescheduled: {
      subject: "Зустріч перенесено: {when}",
      body: [
        "Вітаємо, {name}!",
        "{booker} переніс(-ла) вашу зустріч із {with}.",
        "Новий час: {when}",
        "Місце: {location}",
        "Зустріч є у вашому календарі {organisation}:",
        "Оновлене запрошення додано (invite.ics): відкрийте його, щоб оновити зустріч у власному календарі.",
      ],
      action: "Відкрити календар",
    },
    meetingCancelled: {
      subject: "Зустріч скасовано: {when}",
      body: [
        "Вітаємо, {name}!",
        "{booker} скасував(-ла) зустріч із {with}.",
        "Її було заплановано на: {when}",
        "Ваш календар {organisation}:",
        "Скасування додано (cancel.ics): відкрийте його, щоб видалити зустріч із власного календаря.",
      ],
      action: "Відкрити календар",
    },
  },
};
