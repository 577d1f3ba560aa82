import type { LegalTexts } from '../legal-text-types';
// The pages' styles come with their words, not with the chunk the footer loads on every page.
import '../legal.css';

// docs/spec/legal-pages.md: what each page must say, and why.

export const texts: LegalTexts = {
  updated: 'Last updated: 28 November 2026',
  terms: {
    title: 'Terms of sale',
    sections: [
      {
        heading: '1. Who sells',
        blocks: [
          '{brand} is an online marketplace run by {company}, {office}, VAT number {vat} (the “operator”), which brings independent bookshops together. Each bookshop is the seller of the books it ships or hands over: the contract of sale for each part of the order is made between you and that bookshop. The operator provides the site, collects the payment on the bookshops’ behalf and assists you.',
          'Each bookshop’s legal details (company name, VAT number, registered office, contacts) are on its page, opened from the bookshop’s name in the cart, on the book’s page and in the order confirmation.',
        ],
      },
      {
        heading: '2. The order',
        blocks: [
          'The cart groups the books by bookshop; one payment orders from all of them. Each bookshop confirms its part within 48 hours: its confirmation concludes the contract with that bookshop. If a bookshop does not confirm in time or rejects some books (for instance because the last copy was sold in the shop), the part or the rejected copies are refunded in full. You receive by email the order’s confirmation and each step that follows.',
        ],
      },
      {
        heading: '3. Prices',
        blocks: [
          'Prices are in euros and include VAT. Each bookshop’s shipping costs are shown in the cart and at checkout before you pay.',
          'Under the Italian book-price law (Law 128/2011, as amended by Law 15/2020) the discount on a new book sold to a consumer cannot exceed 5% of its cover price; discount codes never go beyond it. Used copies are not limited.',
        ],
      },
      {
        heading: '4. Payment',
        blocks: [
          'You can pay by card (through Stripe), PayPal (through Braintree), bank transfer or with your Borsellino store credit. Card details are handled only by the payment provider. An order not paid within the time shown (5 days for a bank transfer) is cancelled and its books go back on sale.',
        ],
      },
      {
        heading: '5. Shipping and pickup',
        blocks: [
          'Each bookshop ships its part with the shipping types and rates it shows, or prepares it for pickup in the shop where it offers that. The risk of loss passes to you when you receive or collect the books. Delivery times shown are the carrier’s estimates.',
        ],
      },
      {
        heading: '6. Right of withdrawal',
        blocks: [
          'As a consumer you may withdraw from the purchase without giving a reason within 14 days of the day you receive or collect the books (art. 52 ff. of the Italian Consumer Code). An explicit statement to the selling bookshop or to the operator is enough, for instance the model withdrawal form on the “Right of withdrawal” page, linked at the foot of every page.',
          'Send the books back to the bookshop within 14 days of your withdrawal; the cost of returning them is yours. We refund what you paid, standard shipping included, within 14 days of the withdrawal, by the means you paid with (or to your Borsellino if you used it); the refund may wait until the books are back.',
          'Withdrawal does not apply to sealed audio, video or software unsealed after delivery, nor to newspapers and periodicals (art. 59 of the Consumer Code).',
        ],
      },
      {
        heading: '7. Legal guarantee',
        blocks: [
          'The selling bookshop is liable for any lack of conformity that shows within two years of delivery (art. 128 ff. of the Consumer Code). Tell the bookshop or the operator: the book will be replaced or refunded.',
        ],
      },
      {
        heading: '8. Complaints',
        blocks: [
          'For a complaint write to the bookshop (its contacts are on its page) or to the operator: {email}, certified mail {pec}. We answer within 15 working days.',
        ],
      },
      {
        heading: '9. Alternative dispute resolution',
        blocks: [
          'You may turn to an alternative dispute resolution (ADR) body registered under art. 141-decies of the Italian Consumer Code. The EU Online Dispute Resolution (ODR) platform has not accepted new complaints since 20 July 2025 (Regulation (EU) 2024/3228).',
        ],
      },
      {
        heading: '10. Applicable law and courts',
        blocks: [
          'The contract is governed by Italian law, without depriving a consumer of the more protective rules of the country where they live. Disputes with a consumer are heard by the court of the place where the consumer lives.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy notice',
    sections: [
      {
        heading: '1. Controller',
        blocks: [
          '{company}, {office}, VAT number {vat}. Contact: {email}, certified mail {pec}. This notice is given under art. 13 of Regulation (EU) 2016/679 (GDPR).',
        ],
      },
      {
        heading: '2. The data we process',
        blocks: [
          {
            list: [
              'account: first and last name, email, language, password (kept only as an encrypted hash);',
              'shipping addresses and billing details (tax code, VAT number, certified mail or SDI code when you ask for an invoice);',
              'orders: books, bookshops, amounts, notes, shipping status, refunds;',
              'Borsellino movements and the emails we send you;',
              'technical data: IP address and technical cookies (see the cookie page). We do not process card details: only the payment provider receives them.',
            ],
          },
        ],
      },
      {
        heading: '3. Purposes and legal bases',
        blocks: [
          {
            list: [
              'running your account, orders, payments, shipping, returns and support: performance of the contract (art. 6(1)(b) GDPR);',
              'issuing invoices and keeping accounting and tax records: legal obligation (art. 6(1)(c));',
              'protecting the site and the accounts from abuse, fraud and repeated attempts (limits per IP address): legitimate interest (art. 6(1)(f)).',
            ],
          },
          'We do not use your data for advertising, profiling or automated decisions. The data marked as required are needed to place an order.',
        ],
      },
      {
        heading: '4. Recipients',
        blocks: [
          {
            list: [
              'the bookshops you buy from, which receive your name, shipping address, billing details and their part of the order, as independent controllers for the sale;',
              'the payment providers (Stripe, PayPal/Braintree), independent controllers for the payment and fraud prevention; they may transfer data to the United States under the EU-US Data Privacy Framework or standard contractual clauses;',
              'our hosting and email providers, processors on our behalf;',
              'public authorities, where the law requires.',
            ],
          },
        ],
      },
      {
        heading: '5. How long',
        blocks: [
          'The account until you delete it; orders, invoices and accounting records for 10 years (art. 2220 of the Italian Civil Code); the records of login attempts and other limits for a few hours or days; the session cookie 14 days. When you delete your account, personal data no longer needed are erased or anonymised.',
        ],
      },
      {
        heading: '6. Your rights',
        blocks: [
          'You may ask for access to your data, rectification, erasure, restriction, and object to processing based on legitimate interest (arts. 15-21 GDPR) by writing to {email}. Name, email and addresses can also be corrected in My account, where you can delete the account.',
          'Portability: in My account you download all your data (account, addresses, orders with their parts and lines, Borsellino movements, emails sent) as a JSON file another service can read.',
        ],
      },
      {
        heading: '7. Complaints',
        blocks: [
          'If you believe the processing infringes the GDPR you may lodge a complaint with the Italian Data Protection Authority, the Garante per la protezione dei dati personali (https://www.garanteprivacy.it), or with the supervisory authority of the EU country where you live or work.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Cookies',
    sections: [
      {
        heading: '1. Technical cookies only',
        blocks: [
          'This site sets only technical cookies, needed for it to work: no profiling, statistics or third-party advertising cookies. That is why we do not ask for your consent (art. 122 of the Italian Privacy Code; the Garante’s cookie guidelines of 10 June 2021). You can delete them in your browser’s settings: without them you cannot log in or order.',
        ],
      },
      {
        heading: '2. Payments',
        blocks: [
          'When you pay by card or PayPal, the payment provider’s form (Stripe or PayPal) may set cookies of its own to prevent fraud, under its own notice. The checkout keeps what you typed in your browser (local storage, not a cookie) until the order is placed.',
        ],
      },
    ],
    table: {
      caption: 'The cookies the site sets',
      name: 'Name',
      purpose: 'What it is for',
      duration: 'Duration',
      days: '{days} days',
    },
    purposes: {
      session:
        'Session: keeps you logged in, and the basket of a visitor without an account (unreadable by scripts).',
      csrf: 'Security: the code every form sends back, against requests forged by other sites.',
      language: 'Language: remembers the language you chose.',
    },
  },
  withdrawal: {
    title: 'Right of withdrawal',
    sections: [
      {
        heading: 'How to withdraw',
        blocks: [
          'You have 14 days from the day you receive or collect the books to withdraw without giving a reason. Fill in and send the form below to the bookshop that sold you the books (its contacts are on its page and in the order confirmation) or to {company}, {office}, email {email}, certified mail {pec}, who will pass it on to the bookshop. Any other explicit statement will do as well. The terms of withdrawal are in section 6 of the terms of sale.',
        ],
      },
    ],
    form: {
      heading: 'Model withdrawal form',
      instruction: '(complete and return this form only if you wish to withdraw from the contract)',
      lines: [
        'To (the selling bookshop: name, address, email; or {company}, {office}, {email}):',
        'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*):',
        'Ordered on (*)/received on (*):',
        'Name of consumer(s):',
        'Address of consumer(s):',
        'Signature of consumer(s) (only if this form is notified on paper):',
        'Date:',
      ],
      footnote: '(*) Delete as appropriate.',
      print: 'Print the form',
    },
  },
  accessibility: {
    title: 'Accessibility statement',
    sections: [
      {
        heading: '1. Commitment',
        blocks: [
          '{company} is committed to making {brand} accessible, as the European Accessibility Act requires (Directive (EU) 2019/882, transposed in Italy by Legislative Decree 82/2022), in force for e-commerce services since 28 June 2025. The technical reference is the EN 301 549 standard, which refers to WCAG 2.1 level AA.',
        ],
      },
      {
        heading: '2. Conformance status',
        blocks: [
          'The site is partially conformant with WCAG 2.1 AA: every page can be used with the keyboard alone, has a checked reading order and named controls, and every public page is checked automatically (axe) at each change. These limitations remain:',
          {
            list: [
              'the card fields and the PayPal window are provided by the payment provider, whose accessibility we do not control;',
              'book covers have only the title as their alternative text;',
              'the bookshops’ downloadable files (CSV, statements) are not structured accessible documents.',
            ],
          },
        ],
      },
      {
        heading: '3. Feedback and requests',
        blocks: [
          'If you meet a barrier or want some content in an accessible format, write to {email} naming the page: we answer within 30 days.',
        ],
      },
      {
        heading: '4. Enforcement procedure',
        blocks: [
          'If the answer is unsatisfactory or does not come within 30 days, you may turn to the Agency for Digital Italy (AgID), the authority overseeing the accessibility of services in Italy: https://www.agid.gov.it',
        ],
      },
      {
        heading: '5. Preparation',
        blocks: [
          'Statement prepared on 28 November 2026 from an internal review (automated tests and checks with a keyboard and a screen reader).',
        ],
      },
    ],
  },
  legalNotice: {
    title: 'Legal notice',
    sections: [
      {
        heading: '1. The site’s operator',
        blocks: [
          '{brand} is run by the company below (art. 2250 of the Italian Civil Code; art. 7 of Legislative Decree 70/2003).',
        ],
      },
      {
        heading: '2. The bookshops',
        blocks: [
          'Each bookshop sells in its own name: its legal details (company name, VAT number, registered office) and contacts are on its page, in the “Who sells” section.',
        ],
      },
      {
        heading: '3. Content',
        blocks: [
          'The site’s texts, graphics and software belong to the operator or their authors; book covers and descriptions to their publishers. They may not be reproduced without permission, except as the law allows.',
        ],
      },
    ],
    fields: {
      companyName: 'Company name',
      registeredOffice: 'Registered office',
      vatNumber: 'VAT number',
      rea: 'Companies register (REA)',
      shareCapital: 'Share capital',
      pec: 'Certified mail (PEC)',
      email: 'Email',
    },
  },
};
