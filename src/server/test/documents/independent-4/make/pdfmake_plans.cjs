// pdfmake: service plan with a Direct Debit mandate, and a vehicle purchase (we buy your car) agreement.

function servicePlan({ placesKit, ruleLine, drawnBox, kv }) {
  const pl = placesKit();
  const sP = pl.add('Plan holder signature', 'customer');
  const dP = pl.date(sP);
  const sD = pl.add('Signature(s) (Direct Debit Instruction)', 'customer');
  const dD = pl.date(sD);
  const doc = {
    pageMargins: [40, 40, 40, 40],
    content: [
      { text: 'Wirral Mazda  -  Mazda Service Plan', fontSize: 16, bold: true, color: '#8a1538' },
      { text: 'New Chester Road, Bromborough, Wirral CH62 3PE', fontSize: 8, margin: [0, 0, 0, 8] },
      kv(
        [
          ['Plan holder', 'Miss Siobhan GALLAGHER'],
          ['Address', '9 Dibbinsdale Road, Bromborough, Wirral CH63 0HQ'],
          ['Vehicle', 'MAZDA CX-30 2.0 e-Skyactiv G MHEV Exclusive-Line'],
          ['Registration', 'MA20 XEW'],
          ['Plan', 'Service Plan 3 (three services, 36 months)'],
          ['Monthly payment', '£24.50 (first collection 01/01/2027)'],
          ['Plan reference', 'WMZ-SP-031177'],
        ],
        [110, '*'],
      ),
      { text: 'Terms of the plan', bold: true, margin: [0, 2, 0, 2] },
      {
        ul: [
          "The plan covers the manufacturer's scheduled services at Wirral Mazda only, using genuine parts and labour at today's prices.",
          'Wear-and-tear items (tyres, brake pads, wiper blades) and MOT tests are not included.',
          'If payments stop, the plan ends. Services already taken and not paid for will be charged at our retail labour rate.',
          'The plan may be transferred to a new keeper of the vehicle for a fee of £25.',
        ],
        margin: [0, 0, 0, 8],
      },
      { text: 'I have read and accept the terms of the service plan.', margin: [0, 0, 0, 4] },
      {
        columns: [
          { width: 260, stack: [{ text: 'Plan holder signature', bold: true }, ruleLine(sP, 230)] },
          { width: '*', stack: [{ text: 'Date', bold: true }, ruleLine(dP, 100, 20)] },
        ],
        margin: [0, 0, 0, 18],
      },
      {
        table: {
          widths: ['*'],
          body: [
            [
              {
                stack: [
                  {
                    columns: [
                      {
                        text: 'Instruction to your bank or building society to pay by Direct Debit',
                        bold: true,
                        fontSize: 11,
                      },
                      { text: 'DIRECT\nDebit', bold: true, alignment: 'right', width: 60 },
                    ],
                  },
                  {
                    text: 'Please fill in the whole form and send it to: Wirral Mazda Service Plans, c/o Autoplan Collections Ltd, PO Box 2210, Chester CH1 9ZZ',
                    fontSize: 7.5,
                    margin: [0, 2, 0, 6],
                  },
                  {
                    columns: [
                      {
                        width: '55%',
                        stack: [
                          kv(
                            [
                              ['Name(s) of account holder(s)', 'SIOBHAN GALLAGHER'],
                              ['Bank/building society account number', '7 1 0 2 4 4 8 3'],
                              ['Branch sort code', '30 - 94 - 11'],
                              [
                                'Name and full postal address of your bank',
                                'Lloyds Bank, 22 Grange Road, Birkenhead CH41 2PT',
                              ],
                            ],
                            [110, '*'],
                          ),
                        ],
                      },
                      {
                        width: '45%',
                        margin: [10, 0, 0, 0],
                        stack: [
                          kv(
                            [
                              ['Service user number', '4 3 9 1 2 7'],
                              ['Reference', 'WMZSP031177'],
                            ],
                            [80, '*'],
                          ),
                          { text: 'Instruction to your bank or building society', bold: true, fontSize: 7.5 },
                          {
                            text: 'Please pay Autoplan Collections Ltd Direct Debits from the account detailed in this Instruction subject to the safeguards assured by the Direct Debit Guarantee. I understand that this Instruction may remain with Autoplan Collections Ltd and, if so, details will be passed electronically to my bank/building society.',
                            fontSize: 7,
                          },
                          { text: 'Signature(s)', bold: true, margin: [0, 6, 0, 2] },
                          drawnBox(sD, 190, 34),
                          { text: 'Date', bold: true, margin: [0, 4, 0, 2] },
                          drawnBox(dD, 90, 16),
                        ],
                      },
                    ],
                  },
                  {
                    text: 'Banks and building societies may not accept Direct Debit Instructions for some types of account.',
                    fontSize: 6.5,
                    margin: [0, 4, 0, 0],
                  },
                ],
              },
            ],
          ],
        },
        layout: {
          hLineWidth: () => 1,
          vLineWidth: () => 1,
          paddingLeft: () => 8,
          paddingRight: () => 8,
          paddingTop: () => 8,
          paddingBottom: () => 8,
        },
      },
      {
        text: 'The Direct Debit Guarantee',
        bold: true,
        pageBreak: 'before',
        fontSize: 11,
        margin: [0, 0, 0, 4],
      },
      {
        ul: [
          'This Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits.',
          'If there are any changes to the amount, date or frequency of your Direct Debit Autoplan Collections Ltd will notify you 10 working days in advance of your account being debited or as otherwise agreed.',
          'If an error is made in the payment of your Direct Debit, by Autoplan Collections Ltd or your bank or building society, you are entitled to a full and immediate refund of the amount paid from your bank or building society.',
          'You can cancel a Direct Debit at any time by simply contacting your bank or building society. Written confirmation may be required. Please also notify us.',
        ],
        lineHeight: 1.3,
      },
    ],
  };
  return {
    name: 'pdfmake-service-plan-direct-debit.pdf',
    doc,
    spec: {
      kinds: [
        'producer: pdfmake',
        'kind: service plan',
        'Direct Debit mandate',
        'two customer signatures (plan and mandate)',
        'plan reference close to plate',
        'multi-page',
      ],
      documentType: 'service_plan',
      customerName: 'Siobhan Gallagher',
      vehicleRegistration: 'MA20XEW',
      otherRegistrations: [],
      dealershipName: 'Wirral Mazda',
      places: pl.items,
    },
  };
}

function purchaseFromCustomer({ placesKit, kv }) {
  const pl = placesKit();
  const sSeller = pl.add("Seller's signature", 'customer');
  const dSeller = pl.date(sSeller);
  const sBuyer = pl.add('Signed for Ceredigion Car Centre (buyer)', 'dealer');
  // Underscores as the signing places: typed lines in a Times form.
  const u = (tag, n) => ({ text: '_'.repeat(n), color: `#0000${tag.toString(16).padStart(2, '0')}` });
  const doc = {
    pageMargins: [50, 45, 50, 45],
    defaultStyle: { font: 'Times', fontSize: 10 },
    content: [
      { text: 'CEREDIGION CAR CENTRE', fontSize: 17, bold: true, alignment: 'center' },
      {
        text: 'Parc Aberporth, Aberteifi / Cardigan SA43 2DR  -  01239 000 881',
        alignment: 'center',
        fontSize: 8.5,
      },
      {
        text: 'VEHICLE PURCHASE AGREEMENT (PART-EXCHANGE / WE BUY YOUR CAR)',
        bold: true,
        alignment: 'center',
        margin: [0, 10, 0, 8],
      },
      {
        text: 'The Seller named below agrees to sell and Ceredigion Car Centre agrees to buy the vehicle described, on the terms below.',
        margin: [0, 0, 0, 6],
      },
      kv(
        [
          ['Seller', 'Mr Aled Wyn PRITCHARD'],
          ['Address', 'Bryn Awel, Ffordd y Gogledd, Aberteifi SA43 1LN'],
          ['Proof of identity seen', 'Driving licence PRITC803119AW9XJ'],
        ],
        [140, '*'],
      ),
      kv(
        [
          ['Vehicle', 'HONDA CIVIC 1.0 VTEC Turbo SR 5dr'],
          ['Registration number', 'CU16 FBN'],
          ['VIN', 'SHHFK2650GU003318'],
          ['Recorded mileage', '71,840'],
          ['V5C document reference', '1044 7720 118'],
          ['Service history', 'Part (5 stamps)'],
          ['Keys supplied', '2'],
        ],
        [140, '*'],
      ),
      kv(
        [
          ['Agreed purchase price', '£6,250.00'],
          ['Outstanding finance (settled by us)', '£0.00'],
          ['Price allowed against our vehicle CX21 PLD (Skoda Octavia Estate)', '£6,250.00'],
          ['Balance paid to seller', 'nil - allowed in part-exchange'],
        ],
        [240, '*'],
      ),
      { text: "Seller's declaration", bold: true, margin: [0, 4, 0, 2] },
      {
        ol: [
          'I am the owner of the vehicle, or am authorised by the owner to sell it, and it is free from any finance, hire or lien except as shown above.',
          'To the best of my knowledge the recorded mileage is correct, the vehicle has not been an insurance write-off (Cat S, N, A or B) and has not been imported.',
          'I will notify the DVLA of the sale (the dealer will complete the V5C trade transfer section).',
          'If any statement above is untrue I will repay the purchase price and any costs incurred by Ceredigion Car Centre.',
        ],
        margin: [0, 0, 0, 34],
      },
      {
        text: ["Seller's signature  ", u(sSeller, 40), '     Date  ', u(dSeller, 14)],
        margin: [0, 0, 0, 36],
      },
      { text: ['Signed for Ceredigion Car Centre (buyer)  ', u(sBuyer, 34)], margin: [0, 0, 0, 4] },
      { text: "Buyer's representative: Rhodri Evans, Used Car Manager", fontSize: 8.5 },
    ],
  };
  return {
    name: 'pdfmake-vehicle-purchase-we-buy-your-car.pdf',
    doc,
    spec: {
      kinds: [
        'producer: pdfmake',
        'kind: part-exchange purchase agreement',
        'underscores',
        'Times font',
        "decoy: dealer's car being bought",
        'middle name',
        'Welsh address',
      ],
      documentType: 'trade_in',
      customerName: 'Aled Pritchard',
      vehicleRegistration: 'CU16FBN',
      otherRegistrations: ['CX21PLD'],
      dealershipName: 'Ceredigion Car Centre',
      places: pl.items,
    },
  };
}

module.exports = { docs: [servicePlan, purchaseFromCustomer] };

// A certificate with no place for anyone to sign: the finder should find none.
function warrantyCertificate({ kv }) {
  const doc = {
    pageOrientation: 'landscape',
    pageMargins: [50, 50, 50, 50],
    background: (_page, size) => ({
      canvas: [
        {
          type: 'rect',
          x: 20,
          y: 20,
          w: size.width - 40,
          h: size.height - 40,
          lineWidth: 3,
          lineColor: '#9a7b2f',
        },
        {
          type: 'rect',
          x: 28,
          y: 28,
          w: size.width - 56,
          h: size.height - 56,
          lineWidth: 0.8,
          lineColor: '#9a7b2f',
        },
      ],
    }),
    content: [
      {
        text: 'CERTIFICATE OF WARRANTY',
        fontSize: 24,
        bold: true,
        alignment: 'center',
        color: '#9a7b2f',
        margin: [0, 10, 0, 4],
      },
      {
        text: 'Approved Used Vehicle - 12 Month Comprehensive Cover',
        fontSize: 12,
        alignment: 'center',
        margin: [0, 0, 0, 16],
      },
      {
        columns: [
          {
            width: '*',
            stack: [
              kv(
                [
                  ['Warranty holder', 'Mr & Mrs Ifeanyi and Grace EZE'],
                  ['Address', '14 Portland Road, Hove BN3 5DQ'],
                  ['Vehicle', 'LEXUS UX 250h F Sport E-CVT'],
                  ['Registration', 'GN71 LXU'],
                  ['VIN', 'JTHX9JBH70A012938'],
                ],
                [110, '*'],
              ),
            ],
          },
          {
            width: 250,
            stack: [
              kv(
                [
                  ['Certificate no.', 'SLX-W-0087741'],
                  ['Start date', '05/12/2026'],
                  ['Expiry date', '04/12/2027'],
                  ['Claim limit', '£5,000 per claim'],
                  ['Excess', 'Nil'],
                ],
                [100, '*'],
              ),
            ],
          },
        ],
        columnGap: 20,
      },
      {
        text: 'Issued by Sussex Lexus Brighton, Old Shoreham Road, Hove BN3 7BD, on behalf of the warranty administrator Guardian Motor Warranties Ltd, Pinnacle House, 17 Newhall Street, Birmingham B3 3QA.',
        margin: [0, 10, 0, 6],
        alignment: 'center',
      },
      {
        text: 'To make a claim call 0121 000 3390 before any work is carried out. Keep this certificate with your service record. Cover transfers free of charge to a new private owner.',
        alignment: 'center',
        margin: [0, 0, 0, 20],
      },
      {
        text: 'This certificate is not a contract of insurance. It is evidence of the mechanical breakdown warranty provided with your vehicle.',
        italics: true,
        fontSize: 7.5,
        alignment: 'center',
      },
    ],
  };
  return {
    name: 'pdfmake-warranty-certificate-no-signature.pdf',
    doc,
    spec: {
      kinds: [
        'producer: pdfmake',
        'kind: warranty certificate',
        'landscape',
        'no signature places',
        'two holders printed together with titles',
        'administrator address',
      ],
      documentType: 'warranty',
      customerName: 'Ifeanyi Eze',
      vehicleRegistration: 'GN71LXU',
      otherRegistrations: [],
      dealershipName: 'Sussex Lexus Brighton',
      places: [],
    },
  };
}

module.exports.docs.push(warrantyCertificate);
