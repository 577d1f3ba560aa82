import type { LegalTexts } from '../legal-text-types';
// The pages' styles come with their words, not with the chunk the footer loads on every page.
import '../legal.css';

// docs/spec/legal-pages.md: what each page must say, and why.

export const texts: LegalTexts = {
  updated: 'Última actualización: 28 de noviembre de 2026',
  terms: {
    title: 'Condiciones generales de venta',
    sections: [
      {
        heading: '1. Quién vende',
        blocks: [
          '{brand} es un mercado en línea gestionado por {company}, {office}, NIF-IVA {vat} (el «gestor»), que reúne librerías independientes. Cada librería es la vendedora de los libros que envía o entrega: el contrato de compraventa de cada parte del pedido se celebra entre usted y esa librería. El gestor ofrece el sitio, cobra el pago por cuenta de las librerías y le atiende.',
          'Los datos legales de cada librería (razón social, NIF-IVA, domicilio social, contactos) están en su página, que se abre desde el nombre de la librería en la cesta, en la ficha del libro y en la confirmación del pedido.',
        ],
      },
      {
        heading: '2. El pedido',
        blocks: [
          'La cesta agrupa los libros por librería; con un solo pago pide a todas. Cada librería confirma su parte en 48 horas: con su confirmación se celebra el contrato con ella. Si una librería no confirma a tiempo o rechaza libros (por ejemplo, porque el último ejemplar se vendió en la tienda), la parte o los ejemplares rechazados se le reembolsan íntegramente. Recibe por correo electrónico la confirmación del pedido y de cada paso.',
        ],
      },
      {
        heading: '3. Precios',
        blocks: [
          'Los precios están en euros e incluyen el IVA. Los gastos de envío de cada librería se indican en la cesta y en el pago antes de pagar.',
          'Según la ley italiana del precio del libro (Ley 128/2011, modificada por la Ley 15/2020), el descuento en un libro nuevo vendido a un consumidor no puede superar el 5 % del precio de cubierta; los códigos de descuento nunca van más allá. Los ejemplares usados no tienen este límite.',
        ],
      },
      {
        heading: '4. Pago',
        blocks: [
          'Puede pagar con tarjeta (a través de Stripe), PayPal (a través de Braintree), transferencia bancaria o con el saldo de su Borsellino. Los datos de la tarjeta los trata solo el proveedor del pago. Un pedido no pagado en el plazo indicado (5 días para la transferencia) se anula y sus libros vuelven a la venta.',
        ],
      },
      {
        heading: '5. Envío y recogida',
        blocks: [
          'Cada librería envía su parte con los tipos de envío y las tarifas que muestra, o la prepara para recogerla en la tienda cuando lo ofrece. El riesgo de pérdida pasa a usted cuando recibe o recoge los libros. Los plazos de entrega indicados son estimaciones del transportista.',
        ],
      },
      {
        heading: '6. Derecho de desistimiento',
        blocks: [
          'Como consumidor puede desistir de la compra sin indicar el motivo en los 14 días siguientes al día en que recibe o recoge los libros (art. 52 y siguientes del Código de consumo italiano). Basta una declaración explícita a la librería vendedora o al gestor, por ejemplo el modelo de formulario de la página «Derecho de desistimiento», enlazada al pie de cada página.',
          'Devuelva los libros a la librería en los 14 días siguientes a su desistimiento; el coste de la devolución corre de su cuenta. Le reembolsamos lo pagado, incluido el envío estándar, en los 14 días siguientes al desistimiento, por el mismo medio de pago (o en el Borsellino si lo usó); el reembolso puede esperar a que los libros vuelvan.',
          'El desistimiento no se aplica a grabaciones de audio, vídeo o programas precintados y desprecintados tras la entrega, ni a diarios y revistas (art. 59 del Código de consumo).',
        ],
      },
      {
        heading: '7. Garantía legal',
        blocks: [
          'La librería vendedora responde de toda falta de conformidad que se manifieste en los dos años siguientes a la entrega (art. 128 y siguientes del Código de consumo). Comuníquelo a la librería o al gestor: el libro se sustituirá o se reembolsará.',
        ],
      },
      {
        heading: '8. Reclamaciones',
        blocks: [
          'Para una reclamación escriba a la librería (sus contactos están en su página) o al gestor: {email}, correo certificado {pec}. Respondemos en 15 días hábiles.',
        ],
      },
      {
        heading: '9. Resolución alternativa de litigios',
        blocks: [
          'Puede acudir a una entidad de resolución alternativa de litigios (RAL) inscrita según el art. 141-decies del Código de consumo italiano. La plataforma europea de resolución de litigios en línea (RLL) no admite nuevas reclamaciones desde el 20 de julio de 2025 (Reglamento (UE) 2024/3228).',
        ],
      },
      {
        heading: '10. Ley aplicable y tribunales',
        blocks: [
          'El contrato se rige por la ley italiana, sin privar al consumidor de las normas más protectoras del país en que reside. Los litigios con un consumidor corresponden al tribunal del lugar de su residencia.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Política de privacidad',
    sections: [
      {
        heading: '1. Responsable del tratamiento',
        blocks: [
          '{company}, {office}, NIF-IVA {vat}. Contacto: {email}, correo certificado {pec}. Esta información se facilita conforme al art. 13 del Reglamento (UE) 2016/679 (RGPD).',
        ],
      },
      {
        heading: '2. Qué datos tratamos',
        blocks: [
          {
            list: [
              'cuenta: nombre, apellidos, correo electrónico, idioma, contraseña (guardada solo como huella cifrada);',
              'direcciones de envío y datos de facturación (código fiscal, NIF-IVA, correo certificado o código SDI si pide factura);',
              'pedidos: libros, librerías, importes, notas, estado de los envíos, reembolsos;',
              'movimientos del Borsellino y correos que le enviamos;',
              'datos técnicos: dirección IP y cookies técnicas (véase la página de cookies). No tratamos los datos de la tarjeta: solo los recibe el proveedor del pago.',
            ],
          },
        ],
      },
      {
        heading: '3. Finalidades y bases jurídicas',
        blocks: [
          {
            list: [
              'gestionar la cuenta, los pedidos, pagos, envíos, devoluciones y la atención al cliente: ejecución del contrato (art. 6.1.b RGPD);',
              'emitir facturas y llevar la contabilidad: obligación legal (art. 6.1.c);',
              'proteger el sitio y las cuentas frente a abusos, fraudes e intentos repetidos (límites por dirección IP): interés legítimo (art. 6.1.f).',
            ],
          },
          'No usamos sus datos para publicidad, elaboración de perfiles ni decisiones automatizadas. Los datos marcados como obligatorios son necesarios para hacer un pedido.',
        ],
      },
      {
        heading: '4. Destinatarios',
        blocks: [
          {
            list: [
              'las librerías a las que compra, que reciben su nombre, dirección de envío, datos de facturación y su parte del pedido, como responsables independientes de la venta;',
              'los proveedores de pago (Stripe, PayPal/Braintree), responsables independientes del pago y de la prevención del fraude; pueden transferir datos a Estados Unidos con base en el Marco de Privacidad de Datos UE-EE. UU. o en cláusulas contractuales tipo;',
              'nuestros proveedores de alojamiento y de envío de correo, encargados del tratamiento por nuestra cuenta;',
              'las autoridades, cuando la ley lo exige.',
            ],
          },
        ],
      },
      {
        heading: '5. Plazo de conservación',
        blocks: [
          'La cuenta hasta que la elimine; pedidos, facturas y libros contables durante 10 años (art. 2220 del Código civil italiano); los registros de intentos de acceso y de otros límites unas horas o días; la cookie de sesión 14 días. Al eliminar la cuenta, los datos personales que ya no se necesitan se borran o se anonimizan.',
        ],
      },
      {
        heading: '6. Sus derechos',
        blocks: [
          'Puede solicitar el acceso a sus datos, su rectificación, supresión, la limitación del tratamiento y oponerse al tratamiento basado en el interés legítimo (arts. 15 a 21 RGPD) escribiendo a {email}. Nombre, correo y direcciones se corrigen también desde Mi cuenta, donde puede eliminar la cuenta.',
          'Portabilidad: desde Mi cuenta descarga todos sus datos (cuenta, direcciones, pedidos con sus partes y líneas, movimientos del Borsellino, correos enviados) en un archivo JSON que otro servicio puede leer.',
        ],
      },
      {
        heading: '7. Reclamación',
        blocks: [
          'Si considera que el tratamiento infringe el RGPD, puede presentar una reclamación ante la autoridad italiana, el Garante per la protezione dei dati personali (https://www.garanteprivacy.it), o ante la autoridad de control del país de la UE en que reside o trabaja.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Cookies',
    sections: [
      {
        heading: '1. Solo cookies técnicas',
        blocks: [
          'Este sitio usa solo cookies técnicas, necesarias para que funcione: ninguna cookie de elaboración de perfiles, de estadística ni publicitaria de terceros. Por eso no le pedimos el consentimiento (art. 122 del Código de privacidad italiano; directrices del Garante sobre cookies, 10 de junio de 2021). Puede borrarlas en los ajustes del navegador: sin ellas no podrá iniciar sesión ni hacer pedidos.',
        ],
      },
      {
        heading: '2. Pagos',
        blocks: [
          'Cuando paga con tarjeta o PayPal, el formulario del proveedor del pago (Stripe o PayPal) puede instalar cookies propias para prevenir el fraude, según su propia política. El pago guarda en su navegador (almacenamiento local, no una cookie) lo que ha escrito hasta que se hace el pedido.',
        ],
      },
    ],
    table: {
      caption: 'Las cookies que instala el sitio',
      name: 'Nombre',
      purpose: 'Para qué sirve',
      duration: 'Duración',
      days: '{days} días',
    },
    purposes: {
      session:
        'Sesión: mantiene la sesión iniciada, y la cesta de un visitante sin cuenta (no legible por los scripts).',
      csrf: 'Seguridad: el código que cada formulario devuelve, contra las solicitudes falsificadas por otros sitios.',
      language: 'Idioma: recuerda el idioma elegido.',
    },
  },
  withdrawal: {
    title: 'Derecho de desistimiento',
    sections: [
      {
        heading: 'Cómo desistir',
        blocks: [
          'Tiene 14 días desde el día en que recibe o recoge los libros para desistir sin indicar el motivo. Rellene y envíe el formulario siguiente a la librería que le vendió los libros (sus contactos están en su página y en la confirmación del pedido) o a {company}, {office}, correo {email}, correo certificado {pec}, que lo remite a la librería. También vale cualquier otra declaración explícita. Las condiciones del desistimiento están en el apartado 6 de las condiciones de venta.',
        ],
      },
    ],
    form: {
      heading: 'Modelo de formulario de desistimiento',
      instruction:
        '(solo debe cumplimentar y enviar el presente formulario si desea desistir del contrato)',
      lines: [
        'A la atención de (la librería vendedora: nombre, dirección, correo; o {company}, {office}, {email}):',
        'Por la presente le comunico/comunicamos (*) que desisto de mi/desistimos de nuestro (*) contrato de venta del siguiente bien (*)/de prestación del siguiente servicio (*):',
        'Pedido el/recibido el (*):',
        'Nombre del consumidor o de los consumidores:',
        'Domicilio del consumidor o de los consumidores:',
        'Firma del consumidor o de los consumidores (solo si el presente formulario se presenta en papel):',
        'Fecha:',
      ],
      footnote: '(*) Táchese lo que no proceda.',
      print: 'Imprimir el formulario',
    },
  },
  accessibility: {
    title: 'Declaración de accesibilidad',
    sections: [
      {
        heading: '1. Compromiso',
        blocks: [
          '{company} se compromete a hacer accesible {brand}, como exige el Acta Europea de Accesibilidad (Directiva (UE) 2019/882, transpuesta en Italia por el Decreto Legislativo 82/2022), vigente para los servicios de comercio electrónico desde el 28 de junio de 2025. La referencia técnica es la norma EN 301 549, que remite a las WCAG 2.1 nivel AA.',
        ],
      },
      {
        heading: '2. Situación de cumplimiento',
        blocks: [
          'El sitio es parcialmente conforme con las WCAG 2.1 AA: cada página se usa solo con el teclado, con un orden de lectura y nombres de controles verificados, y cada página pública se comprueba automáticamente (axe) en cada cambio. Quedan estas limitaciones:',
          {
            list: [
              'los campos de la tarjeta y la ventana de PayPal los proporciona el proveedor del pago, cuya accesibilidad no controlamos;',
              'las cubiertas de los libros tienen solo el título como texto alternativo;',
              'los archivos descargables de las librerías (CSV, extractos) no son documentos accesibles estructurados.',
            ],
          },
        ],
      },
      {
        heading: '3. Comunicaciones y solicitudes',
        blocks: [
          'Si encuentra una barrera o desea un contenido en un formato accesible, escriba a {email} indicando la página: respondemos en 30 días.',
        ],
      },
      {
        heading: '4. Procedimiento de aplicación',
        blocks: [
          'Si la respuesta no le satisface o no llega en 30 días, puede dirigirse a la Agencia para la Italia Digital (AgID), autoridad de vigilancia de la accesibilidad de los servicios en Italia: https://www.agid.gov.it',
        ],
      },
      {
        heading: '5. Elaboración',
        blocks: [
          'Declaración elaborada el 28 de noviembre de 2026 a partir de una revisión interna (pruebas automáticas y pruebas con teclado y lector de pantalla).',
        ],
      },
    ],
  },
  legalNotice: {
    title: 'Aviso legal',
    sections: [
      {
        heading: '1. El gestor del sitio',
        blocks: [
          '{brand} está gestionado por la sociedad indicada abajo (art. 2250 del Código civil italiano; art. 7 del Decreto Legislativo 70/2003).',
        ],
      },
      {
        heading: '2. Las librerías',
        blocks: [
          'Cada librería vende en su propio nombre: sus datos legales (razón social, NIF-IVA, domicilio social) y sus contactos están en su página, en la sección «Quién vende».',
        ],
      },
      {
        heading: '3. Contenidos',
        blocks: [
          'Los textos, gráficos y programas del sitio pertenecen al gestor o a sus autores; las cubiertas y descripciones de los libros a sus editoriales. No pueden reproducirse sin permiso, salvo en los casos que la ley permite.',
        ],
      },
    ],
    fields: {
      companyName: 'Razón social',
      registeredOffice: 'Domicilio social',
      vatNumber: 'NIF-IVA',
      rea: 'Registro mercantil (REA)',
      shareCapital: 'Capital social',
      pec: 'Correo certificado (PEC)',
      email: 'Correo electrónico',
    },
  },
};
