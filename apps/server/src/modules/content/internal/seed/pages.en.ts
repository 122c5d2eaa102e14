import { contact, h, list, p, type SeedPage } from './types.ts';

/**
 * The information pages in English (S0 §2.2), a starting text for the operator of a Wager site.
 * Bracketed placeholders and example.com addresses are the operator's to replace; nothing here
 * names a real licence, company or authority.
 */
export const INFORMATION_PAGES_EN: readonly SeedPage[] = [
  {
    slug: 'contacts',
    title: 'Contacts',
    summary: 'How to reach our support team: e-mail, phone and live chat, and what to include so we can help quickly.',
    body: [
      p('Our support team answers questions about your account, deposits and withdrawals, bets and bonuses. Write to us in English or Russian.'),
      h('Support'),
      contact('E-mail', 'support@example.com', 'mailto:support@example.com'),
      contact('Phone', '+1 000 000 0000', 'tel:+10000000000'),
      contact('Hours', 'Every day, 24 hours'),
      p('The operator of this site replaces the addresses and numbers above with its own support channels.'),
      h('Other departments'),
      contact('Payments', 'payments@example.com', 'mailto:payments@example.com'),
      contact('Verification documents', 'kyc@example.com', 'mailto:kyc@example.com'),
      contact('Complaints', 'complaints@example.com', 'mailto:complaints@example.com'),
      contact('Partners and advertising', 'partners@example.com', 'mailto:partners@example.com'),
      h('Before you write'),
      list(
        'Write from the e-mail address registered on your account, or give your account number.',
        'For a bet, give the coupon number shown in your bet history.',
        'For a payment, give the date, amount, method and the transaction number shown in your payment history.',
        'Never send your password or full card number: we never ask for them.',
      ),
      h('Postal address'),
      p('[Operator company name, registered address and company registration number go here.]'),
    ],
  },
  {
    slug: 'about',
    title: 'About us',
    summary: 'Who runs this sportsbook and casino, what we offer and the principles we work by.',
    body: [
      p(
        'We run a sportsbook and online casino: pre-match and live betting on thousands of events every week, casino games from licensed studios, and fast deposits and withdrawals.',
      ),
      h('Who we are'),
      p(
        'This site is operated by [operator company name], registered at [registered address]. The licence under which we offer betting is described on the Licences page.',
      ),
      p(
        'The site runs on Wager, open-source betting software. The operator named above, not the authors of the software, is responsible for the service, your account and your money.',
      ),
      h('What we offer'),
      list(
        'Sports betting before and during matches: singles, accumulators and system bets.',
        'Casino games: slots, table games and live dealers.',
        'Accounts in several currencies, with deposits and withdrawals through the payment methods listed on the Payment page.',
        'Tools to keep your play under control: deposit, loss and session limits, time-outs and self-exclusion.',
      ),
      h('Our principles'),
      list(
        'Fair settlement: every bet is settled by the published rules and official results.',
        "Your money is yours: player balances are kept apart from the operator's operating funds and paid out on request.",
        'Play for adults only: we verify age and identity and never knowingly accept bets from minors.',
        'Responsible gaming: betting is entertainment, and we help you keep it that way.',
      ),
    ],
  },
  {
    slug: 'howbet',
    title: 'How to bet',
    summary: 'A step-by-step guide to placing your first bet: choosing events, reading odds, bet types and checking results.',
    body: [
      h('1. Create an account and deposit'),
      p(
        'Register, confirm your e-mail or phone number and make a deposit through one of the methods on the Payment page. Your balance appears at the top of every page.',
      ),
      h('2. Choose an event'),
      p('Open Sports for matches that have not started yet or Live for matches in progress. Pick a sport, a league and a match to see every market on it.'),
      h('3. Add selections to the bet slip'),
      p(
        'Click on the odds of the outcome you expect. The selection goes into the bet slip. Add several selections from different matches to build an accumulator.',
      ),
      h('4. Enter your stake and place the bet'),
      p(
        'Enter the stake. The slip shows the potential payout: stake × odds. Press Place bet. In live betting the odds may change while you decide; you can choose to accept changed odds automatically or to be asked.',
      ),
      h('Reading decimal odds'),
      p(
        'Odds of 2.50 mean that a winning stake of 10 returns 25: your 10 back plus 15 profit. The lower the odds, the more likely the bookmaker thinks the outcome is.',
      ),
      h('Bet types'),
      list(
        'Single: one selection; it wins if the selection wins.',
        'Accumulator (express): several selections from different events; it wins only if all win, and the odds multiply.',
        'System: a set of accumulators of a chosen size built from your selections, for example 2 out of 3; it can pay out even when some selections lose.',
      ),
      h('5. Follow your bets'),
      p(
        'Open your bet history in the personal office to see open and settled bets. A winning bet is paid to your balance once the result is confirmed; see the Rules for how each market is settled.',
      ),
    ],
  },
  {
    slug: 'payment',
    title: 'Payment methods',
    summary: 'How deposits and withdrawals work: methods, limits, processing times and the checks we make before paying out.',
    body: [
      p(
        'Deposits and withdrawals are made in the currency of your account. The methods, minimum and maximum amounts available to you are shown on the deposit and withdrawal screens of your personal office, per currency.',
      ),
      h('Deposits'),
      list(
        'Bank cards (Visa, Mastercard and local card schemes) where the operator offers them.',
        'E-wallets and instant bank payments listed on the deposit screen.',
        'Deposits are credited as soon as the payment provider confirms them, usually within a minute.',
        'We do not charge a fee for deposits; your bank or wallet provider may.',
      ),
      h('Withdrawals'),
      list(
        'Withdraw to a method you have deposited with, in your own name.',
        'A withdrawal request is reviewed and then paid; you can follow its status (requested, approved, paid, rejected) in your payment history and cancel it while it is still requested.',
        'Most requests are processed within 24 hours; the time the money takes to arrive depends on the method.',
        'Before the first withdrawal, or above certain amounts, we may ask you to verify your identity (see the KYC policy).',
      ),
      h('Why a payment may be refused'),
      list(
        'The amount is below the minimum or above the maximum for the method and currency.',
        'The account holder and the payment method holder are not the same person.',
        'Deposited money has not been used for betting; money may not be passed through the account unplayed (see the AML policy).',
        'Verification documents are requested and not yet provided.',
      ),
      h('Questions'),
      p('If a payment has not arrived, write to the payments team from the Contacts page with the date, amount, method and transaction number.'),
    ],
  },
  {
    slug: 'cookies',
    title: 'Cookie policy',
    summary: 'Which cookies this site stores, why, for how long, and how you can control them.',
    body: [
      p('Cookies are small text files a website stores in your browser. We use them to keep you signed in, remember your settings and protect your account.'),
      h('Cookies we need'),
      list(
        'Session: keeps you signed in between pages (user_token).',
        'Security: protects forms against cross-site request forgery and remembers trusted devices.',
        'Language: remembers the language you chose.',
      ),
      p('The site cannot work without these cookies, so they cannot be switched off here.'),
      h('Preference cookies'),
      list(
        'Theme (light or dark) and display of odds.',
        'Whether to hide your balance in the header.',
        'Notices you have already seen, so they are not shown again.',
      ),
      h('Analytics and marketing'),
      p(
        'If the operator connects analytics or affiliate tracking, those cookies are listed here with their provider and purpose, and they are set only where the law allows or with your consent.',
      ),
      h('Controlling cookies'),
      p('You can delete cookies or block them in your browser settings. If you block the cookies we need, you will not be able to sign in.'),
    ],
  },
  {
    slug: 'ussdInstruction',
    title: 'USSD instructions',
    summary: 'How to check your balance and place bets from any mobile phone with USSD codes, where the operator offers them.',
    body: [
      p(
        'USSD lets you use your account from any mobile phone, without mobile internet. It is available only where the operator has connected it with local mobile networks.',
      ),
      h('Getting started'),
      list(
        'Register on the site with the phone number you will use for USSD and confirm it.',
        "Dial the service code [*000#, the operator's code goes here] and press Call.",
        'Follow the numbered menu: reply with the number of the item you want.',
      ),
      h('What you can do'),
      list('Check your balance.', 'See popular events and their odds.', 'Place a single bet by event code and outcome.', 'Check the result of your last bets.'),
      h('Good to know'),
      list(
        'A USSD session ends after about a minute of inactivity; start again with the service code.',
        'Your network may charge for USSD sessions at its own rates.',
        'Bets placed by USSD follow the same rules and limits as bets on the site.',
      ),
    ],
  },
  {
    slug: 'licenses',
    title: 'Licences',
    summary: 'Under which licence this site offers betting and games, and where to check it.',
    body: [
      p(
        'Offering real-money betting requires a licence in the country where the operator is based and, in many countries, where its players live. This page is where the operator of this site publishes its licence.',
      ),
      h('Our licence'),
      list(
        'Licence holder: [operator company name].',
        'Licensing authority: [name of the regulator].',
        'Licence number and date: [as issued by the regulator].',
        "Public register: [link to the regulator's register where the licence can be checked].",
      ),
      p('Until these details are filled in, the site should not accept real-money bets.'),
      h('Games and software'),
      p(
        'Casino games come from studios that hold their own licences or certifications; random number generators are tested by independent laboratories. The betting platform is the open-source Wager software.',
      ),
      h('Where we do not accept players'),
      p('[The operator lists here the countries where its licence does not allow it to accept players.] Players from these countries may not open an account.'),
    ],
  },
  {
    slug: 'taxation',
    title: 'Taxation',
    summary: 'How winnings may be taxed, what the operator withholds and what remains your own responsibility.',
    body: [
      p('Whether winnings from betting are taxed depends on the law of the country where you are a tax resident and sometimes on the country of the operator.'),
      h('What we withhold'),
      p(
        'Where the law requires the operator to withhold tax from winnings, the amount withheld is shown in the bet details and in your payment history, and the paid-out amount is net of it. [The operator describes the rate and the rule that applies here.]',
      ),
      h('Your own obligations'),
      list(
        'Keep records of your deposits, withdrawals and winnings; your bet and payment history in the personal office can be downloaded for this.',
        'Declare winnings where your tax law requires it.',
        'If in doubt, ask a tax adviser: we cannot give tax advice.',
      ),
      h('Statements'),
      p('On request, support can send a statement of your winnings and payments for a period.'),
    ],
  },
  {
    slug: 'consent',
    title: 'Consent to data processing',
    summary: 'What personal data we process when you register and play, why, for how long, and your rights over it.',
    body: [
      p(
        'By registering you consent to the processing of your personal data by the operator of this site for the purposes below. You can withdraw consent at any time, but we must keep some data for as long as the law requires.',
      ),
      h('What we process'),
      list(
        'Identity: name, date of birth, citizenship, identity document details.',
        'Contacts: e-mail address, phone number, address.',
        'Account activity: bets, payments, bonuses, logins, the devices and IP addresses you use.',
        'Communication with support.',
      ),
      h('Why'),
      list(
        'To open and run your account and pay your winnings.',
        'To verify your age and identity and meet anti-money-laundering law.',
        'To protect your account against fraud and unauthorised access.',
        'To send you service messages and, only if you agree, offers.',
      ),
      h('How long'),
      p('Account and transaction data is kept for as long as your account is open and afterwards for the period the law requires [for example, five years].'),
      h('Your rights'),
      list(
        'See the data we hold about you.',
        'Correct data that is wrong.',
        'Object to marketing and withdraw consent.',
        'Ask for deletion where the law allows it.',
      ),
      p('Write to privacy@example.com (the operator replaces this with its own address) to exercise these rights.'),
    ],
  },
  {
    slug: 'simpleidentification',
    title: 'Simple identification',
    summary: 'How to confirm your identity online in a few minutes, and why it is required.',
    body: [
      p(
        'Identification confirms that you are who you say you are and that you are an adult. Until it is complete, some features, such as withdrawals, may be unavailable.',
      ),
      h('How it works'),
      list(
        'Open the identification page in your personal office.',
        'Enter your full name, date of birth and identity document number exactly as in the document.',
        'Upload a photo of the document page with your photograph, if asked.',
        'Wait for the check: usually a few minutes, at most two working days.',
      ),
      h('Tips for a quick check'),
      list(
        'The photo must be sharp, in colour and show the whole page.',
        'The name on your account must match the document.',
        'Do not cover or edit any part of the document.',
      ),
      h('Your data'),
      p('Documents are used only for verification and stored securely as described in the consent to data processing.'),
    ],
  },
  {
    slug: 'amlkyc',
    title: 'AML and KYC',
    summary: 'A summary of how we prevent money laundering and verify our customers.',
    body: [
      p(
        'Like every licensed betting operator, we must know our customers (KYC) and prevent our services from being used to launder money or finance terrorism (AML). This page summarises what that means for you; the full texts are the AML policy and the KYC policy.',
      ),
      h('What we check'),
      list(
        'Your identity and age, when you register and before withdrawals.',
        'That payment methods are in your own name.',
        'The source of funds, for large or unusual amounts.',
      ),
      h('What we may do'),
      list(
        'Ask for documents before paying a withdrawal.',
        'Delay or refuse a transaction that looks suspicious.',
        'Close an account that is used for money laundering and report it to the competent authority, as the law requires.',
      ),
      p('We are not allowed to tell a customer that a report has been made.'),
    ],
  },
  {
    slug: 'smsbets',
    title: 'Bets by SMS',
    summary: 'How to place a bet by text message, where the operator offers it.',
    body: [
      p(
        "Where the operator has connected SMS betting, you can bet from any phone by sending a text message to the service number [the operator's short number goes here].",
      ),
      h('Before you start'),
      list('Register on the site with your phone number and confirm it.', 'Make a deposit: SMS bets are paid from your account balance.'),
      h('Message format'),
      p(
        'Send: event code, space, outcome code, space, stake. For example, 12345 1 100 bets 100 on outcome 1 (home win) of event 12345. Event and outcome codes are shown in the printed line and on the site.',
      ),
      h('Answers'),
      list(
        'A confirmation SMS with the coupon number when the bet is accepted.',
        'An SMS with the reason when the bet is refused (for example, odds changed or not enough money).',
        'Send BAL to get your balance.',
      ),
      p('Your mobile network may charge for messages at its own rates. SMS bets follow the same rules and limits as bets on the site.'),
    ],
  },
  {
    slug: 'amlpolicy',
    title: 'Anti-money-laundering policy',
    summary: "The operator's policy against money laundering and terrorist financing: checks, monitoring, reporting and record keeping.",
    body: [
      p(
        'The operator is committed to preventing its services from being used for money laundering or terrorist financing and follows the law of [jurisdiction] and the requirements of its licence.',
      ),
      h('Responsible officer'),
      p('The operator appoints a money-laundering reporting officer responsible for this policy. [Name or role, and a contact address, go here.]'),
      h('Customer due diligence'),
      list(
        'Every customer is identified and their age verified.',
        'Enhanced checks apply to large deposits or withdrawals, politically exposed persons and customers from higher-risk countries.',
        'Customers on sanctions lists are refused.',
      ),
      h('Monitoring'),
      list(
        'Deposits followed by withdrawals with little or no betting.',
        'Several accounts using the same payment method, device or address.',
        "Payment methods in another person's name.",
        'Sudden changes in the size or pattern of payments.',
      ),
      h('Reporting'),
      p(
        'Suspicious activity is reported to the competent financial intelligence unit. The operator may freeze the funds concerned while the case is examined.',
      ),
      h('Records'),
      p('Identification data and transaction records are kept for at least [five] years after the business relationship ends.'),
      h('Training'),
      p('Staff who deal with customers and payments are trained regularly to recognise and report suspicious activity.'),
    ],
  },
  {
    slug: 'disputeresolution',
    title: 'Dispute resolution',
    summary: 'How to file a complaint, how we handle it and where to turn if you disagree with our answer.',
    body: [
      p(
        'If you disagree with how a bet was settled, a payment was handled or any other decision about your account, tell us: most disputes are resolved within days.',
      ),
      h('1. Contact support'),
      p(
        'Write to complaints@example.com (the operator replaces this address) or use the Contacts page. Describe the problem and give the coupon or transaction number, the date and what you expect us to do.',
      ),
      h('2. Our answer'),
      list(
        'We confirm receipt within 48 hours.',
        'We examine the complaint with the bet and payment records, odds history and official results.',
        'We answer in writing within [14] days, with the reasons for our decision.',
      ),
      h('3. Escalation'),
      p('If you are not satisfied, ask for the complaint to be reviewed by a manager not involved in the first answer. The review is final on our side.'),
      h('4. Independent review'),
      p(
        "You may then refer the dispute to [the alternative dispute resolution body or regulator named in the operator's licence], free of charge. Its details are on the Licences page.",
      ),
      h('Time limits'),
      p('Please raise a dispute about a bet within [30] days of its settlement.'),
    ],
  },
  {
    slug: 'kycpolicy',
    title: 'KYC policy',
    summary: 'Which documents we ask for to verify your identity, address and payment methods, and when.',
    body: [
      p('Know Your Customer (KYC) checks confirm your identity and age and protect your account. They are required by law and by our licence.'),
      h('When we verify'),
      list(
        'At registration (age and identity, where required).',
        'Before your first withdrawal.',
        'When deposits or withdrawals reach the limits of our risk policy.',
        'When account details change or activity looks unusual.',
      ),
      h('Documents'),
      list(
        'Identity: passport, national identity card or driving licence.',
        'Address: a utility bill or bank statement from the last three months.',
        'Payment method: a photo of your card with the middle digits covered, or a screenshot of your e-wallet showing your name.',
        'Source of funds: payslips, bank statements or similar, only when asked.',
      ),
      h('How long it takes'),
      p('Documents are usually checked within 24 hours and at most within [3] working days. We tell you by e-mail and in your personal office.'),
      h('If verification fails'),
      p('We tell you what is missing. Until verification is complete, withdrawals and some other features stay unavailable; your balance stays yours.'),
    ],
  },
  {
    slug: 'responsiblegaming',
    title: 'Responsible gaming',
    summary: 'Betting should stay entertainment. Signs of a problem, the limits and self-exclusion tools in your office, and where to find help.',
    body: [
      p(
        'Betting and casino games are entertainment, not a way to earn money. Most people play for fun; for some, gambling becomes a problem. We want to help you stay in control.',
      ),
      h('Keep it fun'),
      list(
        'Decide in advance how much money and time you will spend, and stop when you reach it.',
        'Only bet money you can afford to lose; never borrow to bet.',
        'Do not chase losses.',
        'Do not bet when you are upset, tired or have been drinking.',
        'Take regular breaks.',
      ),
      h('Warning signs'),
      list(
        'You spend more money or time than you meant to.',
        'You bet to win back what you lost.',
        'Gambling causes arguments, debts or problems at work or school.',
        'You hide your gambling from the people close to you.',
      ),
      h('Tools in your personal office'),
      list(
        'Deposit limits per day, week or month.',
        'Loss and stake limits.',
        'Session time reminders.',
        'Time-out: pause your account for a period from 24 hours to six weeks.',
        'Self-exclusion: close your account for six months or longer; it cannot be reopened before the period ends.',
      ),
      p('A lower limit takes effect at once; a higher limit only after a cooling-off period.'),
      h('Where to find help'),
      p(
        "Free, confidential help is available from national gambling help lines and organisations such as Gamblers Anonymous and GamCare. [The operator lists the help organisations of its players' countries here.]",
      ),
      h('Minors'),
      p(
        'Betting is for adults only. We verify the age of every customer. Parents can use filtering software to block gambling sites on devices their children use.',
      ),
    ],
  },
  {
    slug: 'cash_terminals',
    title: 'Cash terminals',
    summary: 'How to top up your account or place bets with cash at a betting terminal, where the operator has them.',
    body: [
      p(
        'Where the operator runs betting shops or self-service terminals, you can top up your account with cash and place bets there. [The operator lists terminal locations or links to a map here.]',
      ),
      h('Topping up your account'),
      list(
        'Choose Top up on the terminal screen.',
        'Enter your account number or scan the code from your personal office.',
        'Insert the banknotes; the amount is credited at once.',
        'Take the receipt and keep it until the money shows in your balance.',
      ),
      h('Betting with cash'),
      list('Choose events and outcomes on the terminal screen.', 'Insert the stake.', 'Keep the printed coupon: it is needed to collect a win.'),
      h('Good to know'),
      p(
        'Terminals do not give change for deposits: the whole inserted amount is credited. Winnings on printed coupons are paid at the cash desk of the betting shop within [30] days of settlement.',
      ),
    ],
  },
  {
    slug: 'betting-calculator',
    title: 'Betting calculator',
    summary: 'How to work out the payout of singles, accumulators and system bets by hand.',
    body: [
      p('The bet slip shows the potential payout before you bet. This page shows how it is worked out, so you can check it yourself.'),
      h('Single'),
      p('Payout = stake × odds. A stake of 10 at 1.80 pays 18 if it wins; the profit is 8.'),
      h('Accumulator'),
      p(
        'The odds of all selections multiply. Three selections at 1.50, 2.00 and 1.80 give total odds of 5.40, so a stake of 10 pays 54. If any selection loses, the accumulator loses. A void selection counts as odds 1.00.',
      ),
      h('System'),
      p(
        'A system "2 out of 3" with selections A, B and C is three doubles: A+B, A+C and B+C. The stake is split equally between them. With a stake of 30, each double has a stake of 10; each winning double pays 10 × its combined odds.',
      ),
      list(
        '2 out of 3: 3 bets; 2 out of 4: 6 bets; 3 out of 4: 4 bets.',
        '2 out of 5: 10 bets; 3 out of 5: 10 bets; 4 out of 5: 5 bets.',
        'The number of bets is the number of combinations of k out of n.',
      ),
      h('Void and dead heat'),
      p(
        'A void selection is settled at odds 1.00. In a dead heat the stake on the selection is divided by the number of winners tied, and the rest of the stake is lost; see the Rules.',
      ),
    ],
  },
  {
    slug: 'betting-awards',
    title: 'Betting awards',
    summary: 'How points and awards for active players work, where the operator runs them.',
    body: [
      p(
        'Betting awards reward regular players with points for settled bets, which can be exchanged for free bets and other prizes. The current programme, if the operator runs one, is announced on the Promotions page.',
      ),
      h('Earning points'),
      list(
        'Points are earned on settled bets only; void and cashed-out bets earn none.',
        'Bets at higher odds earn more points per unit of stake. [The operator publishes its table here.]',
        'Bets made with bonus money do not earn points.',
      ),
      h('Levels'),
      p(
        'The more points you collect in a calendar month, the higher your level and the better the awards on offer. Levels are recalculated on the first day of each month.',
      ),
      h('Exchanging points'),
      p('Exchange points for free bets or other prizes in your personal office. Points expire [12] months after they were earned.'),
      h('Fair play'),
      p('The operator may cancel points gained by abuse, such as betting on both sides of a market or through several accounts.'),
    ],
  },
  {
    slug: 'football-champions-rules',
    title: 'Football champions: rules',
    summary: 'Rules of the Football champions prediction game: how to enter, how points are scored and how prizes are paid.',
    body: [
      p("Football champions is a free prediction game for registered players: predict the scores of the round's matches and compete for the prize fund."),
      h('Taking part'),
      list(
        'Every registered and verified player may take part, once per round.',
        'Predictions are accepted until the kick-off of the first match of the round.',
        'A prediction cannot be changed after it is submitted.',
      ),
      h('Scoring'),
      list(
        'Exact score: 3 points.',
        'Correct goal difference (or a correctly predicted draw with a different score): 2 points.',
        'Correct outcome (win or draw) only: 1 point.',
        'A match that is postponed or abandoned scores nothing for anyone.',
      ),
      h('Prizes'),
      p(
        "The prize fund of each round is announced with the round. Players with the most points share the prizes in the order announced; tied players share equally the prizes of the places they tie for. Prizes are credited to the winners' accounts within [3] days of the last match of the round.",
      ),
      h('Fair play'),
      p(
        "One entry per person, household, device and payment method. Entries made through several accounts are void. The operator's decision on results follows the official match results at the final whistle of regular time.",
      ),
    ],
  },
];
