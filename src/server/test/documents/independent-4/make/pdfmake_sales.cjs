// pdfmake: sales invoice with part-exchange, and the joint vehicle order form.

function salesInvoice({ placesKit, ruleLine, kv }) {
  const pl = placesKit();
  const sC = pl.add('Customer signature', 'customer');
  const dC = pl.date(sC);
  const sS = pl.add('Sales executive', 'dealer');
  const doc = {
    pageMargins: [36, 36, 36, 40],
    footer: {
      text: 'Carrington Motors (Leicester) Ltd. Registered in England No. 04418820. VAT Reg. No. GB 812 4471 06. Registered office as above.',
      fontSize: 6.5,
      alignment: 'center',
      color: '#666',
    },
    content: [
      {
        columns: [
          [
            { text: 'CARRINGTON MOTORS', fontSize: 18, bold: true, color: '#0b4f3c' },
            { text: 'Approved Used Cars - Service - MOT', fontSize: 8 },
            {
              text: '210 Melton Road, Leicester LE4 7PG\nTel 0116 496 0331  sales@carrington-motors.example.co.uk',
              fontSize: 7.5,
              margin: [0, 3, 0, 0],
            },
          ],
          {
            width: 200,
            table: {
              widths: [80, '*'],
              body: [
                [{ text: 'VAT INVOICE', colSpan: 2, bold: true, fontSize: 13, alignment: 'center' }, {}],
                ['Invoice no.', 'SI-118734'],
                ['Tax point', '04/12/2026'],
                ['Stock no.', 'U4471'],
                ['Salesperson', 'Ravi Chauhan'],
              ],
            },
          },
        ],
      },
      { text: ' ', margin: [0, 6] },
      {
        columns: [
          {
            stack: [
              { text: 'Invoice to', bold: true },
              'HARGREAVES, Thomas',
              '12 Glenfield Frith Drive',
              'Glenfield',
              'Leicester LE3 8PQ',
            ],
          },
          {
            stack: [
              { text: 'Deliver to', bold: true },
              'As invoice address',
              ' ',
              { text: 'Customer account: HARG0042', color: '#444' },
            ],
          },
        ],
        margin: [0, 0, 0, 8],
      },
      {
        table: {
          headerRows: 1,
          widths: ['*', 60, 55, 65],
          body: [
            [
              { text: 'Description', bold: true },
              { text: 'Net', bold: true },
              { text: 'VAT', bold: true },
              { text: 'Total', bold: true },
            ],
            [
              'Used vehicle: BMW 320d M Sport Touring Auto, Black Sapphire\nRegistration FE19 WKL   VIN WBA8K12040BN77321   Mileage 44,207\nFirst registered 12/03/2019  (VAT qualifying: No - margin scheme)',
              '£18,995.00',
              '-',
              '£18,995.00',
            ],
            ['Road fund licence (12 months)', '£190.00', '-', '£190.00'],
            ['Paint protection (Supagard) ', '£249.17', '£49.83', '£299.00'],
            ['Warranty - Carrington Gold 12 months', '£349.00', 'Exempt', '£349.00'],
            [{ text: 'Invoice total', bold: true, colSpan: 3 }, {}, {}, { text: '£19,833.00', bold: true }],
          ],
        },
        margin: [0, 0, 0, 8],
      },
      { text: 'Part-exchange', bold: true, fontSize: 10, margin: [0, 0, 0, 2] },
      kv(
        [
          ['Vehicle', 'FORD FOCUS 1.0 EcoBoost Titanium 5dr'],
          ['Registration', 'LR64 TXN'],
          ['Mileage', '82,950'],
          ['Allowance', '£4,100.00'],
          ['Settlement to Black Horse (agreement 40281177)', '£1,262.55'],
          ['Net part-exchange', '£2,837.45'],
        ],
        [210, '*'],
      ),
      { text: 'Settlement', bold: true, fontSize: 10, margin: [0, 0, 0, 2] },
      kv(
        [
          ['Invoice total', '£19,833.00'],
          ['Less net part-exchange', '£2,837.45'],
          ['Less deposit paid 27/11/2026 (card)', '£500.00'],
          ['Balance paid by bank transfer', '£16,495.55'],
          ['Balance outstanding', '£0.00'],
        ],
        [210, '*'],
      ),
      {
        text: 'The customer confirms that the part-exchange vehicle is his to sell, that the outstanding finance stated above is correct, and that the mileage shown is believed to be genuine. Goods remain the property of Carrington Motors until paid for in full. Your statutory rights under the Consumer Rights Act 2015 are not affected.',
        margin: [0, 4, 0, 14],
      },
      {
        columns: [
          {
            width: 250,
            stack: [
              { text: 'Customer signature', bold: true },
              ruleLine(sC, 220),
              { text: 'Thomas Hargreaves' },
            ],
          },
          { width: 110, stack: [{ text: 'Date', bold: true }, ruleLine(dC, 90, 20)] },
          {
            width: '*',
            stack: [
              { text: 'Sales executive', bold: true },
              ruleLine(sS, 150),
              { text: 'for Carrington Motors' },
            ],
          },
        ],
      },
    ],
  };
  return {
    name: 'pdfmake-sales-invoice-part-exchange.pdf',
    doc,
    spec: {
      kinds: [
        'producer: pdfmake',
        'kind: sales invoice',
        'part-exchange decoy',
        'name SURNAME, First',
        'canvas rules',
        'salesperson signature',
      ],
      documentType: 'sales_invoice',
      customerName: 'Thomas Hargreaves',
      vehicleRegistration: 'FE19WKL',
      otherRegistrations: ['LR64TXN'],
      dealershipName: 'Carrington Motors',
      places: pl.items,
    },
  };
}

function vehicleOrder({ placesKit, drawnBox, kv, FOS }) {
  const pl = placesKit();
  const sA = pl.add('Customer 1 signature', 'customer');
  const sB = pl.add('Customer 2 signature', 'customer2');
  const sM = pl.add('Signed for the dealer (Sales Manager)', 'dealer');
  const doc = {
    pageMargins: [40, 40, 40, 40],
    footer: (cur, count) => ({
      text: `Harbourside Peugeot Plymouth  |  Order form HP-ORD-7  |  Page ${cur} of ${count}`,
      fontSize: 6.5,
      alignment: 'center',
      color: '#666',
    }),
    content: [
      {
        text: 'ORDER FORM - AGREEMENT FOR THE SALE OF A USED VEHICLE',
        bold: true,
        fontSize: 13,
        alignment: 'center',
        margin: [0, 0, 0, 2],
      },
      {
        text: 'Harbourside Peugeot Plymouth, Marsh Mills Retail Park, Plymouth PL6 8LX  -  01752 000 412',
        alignment: 'center',
        fontSize: 8,
        margin: [0, 0, 0, 10],
      },
      kv(
        [
          ['Order no.', 'ORD-55102', 'Order date', '01/12/2026'],
          ['Customer 1', 'Mr Owain Treharne', 'Customer 2', 'Ms Bethany Kerslake'],
          ['Address', '3 Tamar View, Saltash PL12 4EE', 'Telephone', '07700 900771'],
          ['Email', 'owain.t@example.co.uk', 'Salesperson', 'Gemma Rowe'],
        ],
        [70, '*', 70, '*'],
      ),
      { text: 'Vehicle ordered', bold: true, fontSize: 10, margin: [0, 2, 0, 2] },
      kv(
        [
          ['Make / model', 'PEUGEOT 3008 1.2 PureTech Allure Premium EAT8'],
          ['Registration', 'BK68 YRU'],
          ['Colour', 'Magnetic Blue'],
          ['Mileage', '52,300'],
          ['Estimated delivery', '08/12/2026 (subject to PDI and MOT)'],
        ],
        [100, '*'],
      ),
      { text: 'Part-exchange vehicle', bold: true, fontSize: 10, margin: [0, 2, 0, 2] },
      kv(
        [
          ['Make / model', 'CITROEN C4 CACTUS 1.6 BlueHDi Flair'],
          ['Registration', 'EA15 MMV'],
          ['Valuation', '£3,450.00 (valid 7 days, subject to inspection on delivery)'],
        ],
        [100, '*'],
      ),
      { text: 'Price', bold: true, fontSize: 10, margin: [0, 2, 0, 2] },
      kv(
        [
          ['Vehicle price', '£15,995.00'],
          ['Admin fee', '£0.00'],
          ['Less part-exchange', '£3,450.00'],
          ['Less deposit taken', '£250.00'],
          ['Balance due on delivery', '£12,295.00'],
          ['Method', 'Finance to be arranged (Albion Automotive Finance plc)'],
        ],
        [160, '*'],
      ),
      {
        text: 'This order is subject to the conditions of sale overleaf. Please read them before you sign. If this order was made at a distance (online or by telephone) you may cancel within 14 days under the Consumer Contracts Regulations 2013.',
        bold: true,
        margin: [0, 4, 0, 10],
      },
      {
        columns: [
          {
            width: 170,
            stack: [
              { text: 'Customer 1 signature', bold: true, margin: [0, 0, 0, 3] },
              drawnBox(sA, 155, 44),
            ],
          },
          {
            width: 170,
            stack: [
              { text: 'Customer 2 signature', bold: true, margin: [0, 0, 0, 3] },
              drawnBox(sB, 155, 44),
            ],
          },
          {
            width: '*',
            stack: [
              { text: 'Signed for the dealer (Sales Manager)', bold: true, margin: [0, 0, 0, 3] },
              drawnBox(sM, 155, 44),
            ],
          },
        ],
      },
      { text: 'Conditions of sale', bold: true, fontSize: 11, pageBreak: 'before', margin: [0, 0, 0, 6] },
      {
        ol: [
          'The price shown is the total price including VAT where applicable. The deposit is refundable only where we are unable to supply the vehicle.',
          'The part-exchange valuation assumes the vehicle is in the condition described and will be re-inspected on delivery. If its condition or mileage has changed we may revise the valuation.',
          'You confirm that you own the part-exchange vehicle or have disclosed any finance outstanding on it.',
          'Title in the vehicle ordered passes to you when we have received the full price in cleared funds.',
          'If finance is declined you may cancel this order and your deposit will be returned in full.',
          'Nothing in these conditions affects your statutory rights under the Consumer Rights Act 2015.',
          `Complaints: write to the General Manager. Where finance is involved you may refer an unresolved complaint to the ${FOS}. Alternatively contact The Motor Ombudsman, 71 Great Peter Street, London SW1P 2BN.`,
        ],
        margin: [0, 0, 0, 0],
        lineHeight: 1.3,
      },
    ],
  };
  return {
    name: 'pdfmake-vehicle-order-joint-boxes.pdf',
    doc,
    spec: {
      kinds: [
        'producer: pdfmake',
        'kind: vehicle order',
        'two customers',
        'drawn boxes',
        'part-exchange decoy',
        'dealer signature beside customers',
        'multi-page',
      ],
      documentType: 'vehicle_order',
      customerName: 'Owain Treharne',
      vehicleRegistration: 'BK68YRU',
      otherRegistrations: ['EA15MMV'],
      dealershipName: 'Harbourside Peugeot Plymouth',
      places: pl.items,
    },
  };
}

module.exports = { docs: [salesInvoice, vehicleOrder] };
