# Helpers for the document descriptions: a place to sign, and tagging every place with its own colour number.


def sig(label, signer, style='rule_below', date=True, printed=None, date_printed=None):
    """One place: label as the truth writes it (no closing colon), printed as the page shows it."""
    return {'label': label, 'signer': signer, 'style': style, 'date': date,
            'printed': printed or label, 'datePrinted': date_printed}


def tagged(spec):
    """Gives each place (and its date blank) a tag colour and lists the places in the spec."""
    k = 1
    places = []
    for block in spec['blocks']:
        for pl in block.get('places', []):
            pl['tag'] = k
            k += 1
            if pl['style'] in ('box', 'cell'):
                pl['dateStyle'] = 'box'
            if pl.pop('date'):
                pl['dateTag'] = k
                k += 1
            places.append(pl)
    spec['places'] = places
    return spec
